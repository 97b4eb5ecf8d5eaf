//! `analyse`: a finished game's analysis, or a record or a position
//! pasted after it (read whole, see [`Reads::Whole`]).

use crate::command::given::OptionValue;
use crate::command::request::Command;
use crate::command::spec::{Family, Form, GAME, OptionKind, OptionSpec, Reads, Spec, Term};
use crate::command::values::{MAX_RECORD_CHARS, RecordText};

/// The analyses' commands.
pub static COMMANDS: [&Spec; 1] = [&ANALYSE];

/// Reads `analyse`: of a game here, or of a record or a
/// position pasted after it (which the text reader takes whole).
static ANALYSE_FAMILY: Family = Family {
    read: |_, words| match words.args {
        [] => Ok(Command::Analyse),
        args => Ok(Command::AnalyseRecord(RecordText::new(&args.join(" "))?)),
    },
    options: |spec, given| {
        let mut asked = Command::Analyse;
        for (option, value) in given {
            match (option.term, value) {
                (Term::Record, OptionValue::Text(text)) => {
                    asked = Command::AnalyseRecord(RecordText::new(text)?);
                }
                _ => return Err(spec.unknown(option.name)),
            }
        }
        Ok(asked)
    },
};

/// `analyse`: a finished game's analysis, or a pasted game's.
pub static ANALYSE: Spec = Spec {
    name: "analyse",
    words: &["analyze", "анализ"],
    alias_of: None,
    help: "help-analyse",
    telegram: Some("telegram-command-analyse"),
    discord: Some("discord-command-analyse"),
    options: &[
        GAME,
        OptionSpec {
            name: "record",
            description: "discord-option-analyse-record",
            kind: OptionKind::Record {
                max: MAX_RECORD_CHARS as u16,
            },
            term: Term::Record,
        },
    ],
    form: Form::Family {
        family: &ANALYSE_FAMILY,
        owns: |command| matches!(command, Command::Analyse | Command::AnalyseRecord(_)),
    },
    reads: Reads::Whole,
    starts_games: false,
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command::{CommandError, MAX_COMMAND_CHARS, RecordText, Table};
    use crate::model::GameId;

    /// The table of these rows alone.
    static TABLE: Table = Table::new(&[&COMMANDS]);

    #[test]
    fn what_follows_analyse_is_a_game_number_or_a_record_taken_whole() {
        for text in [
            "analyse 3",
            "analyse #3",
            "analyse game:3",
            "/analyse@kibitzbot #3",
            "analyse #3 ply:12",
        ] {
            let request = TABLE.parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(request.command, Command::Analyse, "{text}");
            assert_eq!(request.game, Some(GameId(3)), "{text}");
        }
        // A record keeps its lines, its tags and every `#` of mate and of
        // evaluation; a message longer than any other command is read.
        let pgn = "[White \"Anna\"]\n[Black \"Boris\"]\n\n1. f3 e5 { [%eval #-3] } 2. g4 Qh4# 0-1";
        let long = format!("analyse {pgn} {}", " ".repeat(MAX_COMMAND_CHARS));
        for text in [
            format!("analyse\n{pgn}"),
            format!("/analyse@kibitzbot {pgn}"),
            long,
        ] {
            let request = TABLE.parse(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(
                request.command,
                Command::AnalyseRecord(RecordText::new(pgn).expect("a record")),
                "{text}"
            );
            assert_eq!(request.game, None);
            // Written, it reads back.
            assert_eq!(TABLE.parse(&request.to_string()), Ok(request));
        }
        let fen = "анализ 6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1";
        assert!(
            matches!(TABLE.command(fen), Command::AnalyseRecord(r) if r.as_str().starts_with("6k1/"))
        );
        let too_long = format!("analyse {}", "e4 ".repeat(MAX_RECORD_CHARS / 3 + 1));
        assert!(matches!(
            TABLE.parse(&too_long),
            Err(CommandError::RecordTooLong { .. })
        ));
        assert_eq!(
            TABLE.parse("analyse 1. e4\u{7}"),
            Err(CommandError::ControlCharacters)
        );
        // A slash command's option is taken whole too, with its `#`.
        let options = [(
            "record".to_owned(),
            OptionValue::Text(pgn.replace('\n', " ")),
        )];
        assert_eq!(
            TABLE.from_options("analyse", &options).map(|r| r.command),
            Ok(Command::AnalyseRecord(
                RecordText::new(&pgn.replace('\n', " ")).expect("a record")
            ))
        );
    }
}
