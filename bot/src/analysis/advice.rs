//! Moves judged inaccuracies, mistakes and blunders, as lichess judges
//! them (lila `modules/tree` `Advice.scala`): by the mover's loss of
//! winning chances between the scores before and after the move, or, when
//! a forced mate is in either, by the mate made or lost.

use kibitz_engine::Score;
use kibitz_rules::Color;

use super::accuracy::winning_chances;

/// How bad a move was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Judgement {
    /// Lost 0.1 of winning chances (on lichess's −1 to +1 scale), or made
    /// or lost a mate in a position already lost or won.
    Inaccuracy,
    /// Lost 0.2.
    Mistake,
    /// Lost 0.3, or let a mate in or lost one it had.
    Blunder,
}

impl Judgement {
    /// Every judgement, the mildest first.
    pub const ALL: [Judgement; 3] = [
        Judgement::Inaccuracy,
        Judgement::Mistake,
        Judgement::Blunder,
    ];

    /// The mark a record writes after the move: `?!`, `?`, `??`.
    pub fn glyph(self) -> &'static str {
        match self {
            Judgement::Inaccuracy => "?!",
            Judgement::Mistake => "?",
            Judgement::Blunder => "??",
        }
    }

    /// Its Numeric Annotation Glyph in PGN: `$6`, `$2`, `$4`.
    pub fn nag(self) -> u8 {
        match self {
            Judgement::Inaccuracy => 6,
            Judgement::Mistake => 2,
            Judgement::Blunder => 4,
        }
    }

    /// Its name, for messages to select on.
    pub fn name(self) -> &'static str {
        match self {
            Judgement::Inaccuracy => "inaccuracy",
            Judgement::Mistake => "mistake",
            Judgement::Blunder => "blunder",
        }
    }
}

/// Why a move was judged when a forced mate was in play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MateNews {
    /// The mover let the opponent have a forced mate ("Checkmate is now
    /// unavoidable").
    Created,
    /// The mover had a forced mate and let it go ("Lost forced checkmate
    /// sequence").
    Lost,
}

/// A move's judgement: how bad, and whether for a mate made or lost.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Advice {
    /// How bad the move was.
    pub judgement: Judgement,
    /// The mate it let in or let go, when that is why.
    pub mate: Option<MateNews>,
}

/// The losses of winning chances that make a move a blunder, a mistake or
/// an inaccuracy, the worst first (lila `CpAdvice.winningChanceJudgements`).
const THRESHOLDS: [(f64, Judgement); 3] = [
    (0.3, Judgement::Blunder),
    (0.2, Judgement::Mistake),
    (0.1, Judgement::Inaccuracy),
];

/// The judgement of a move by `mover` from a position scored `before` to
/// one scored `after` (both White's side), as lila's `Advice.apply` makes
/// it: by centipawns when both are centipawns, else by the mate; `None`
/// for a move that is none of the three. (lila judges only a move that
/// was not the engine's best; the caller says which were.)
pub fn judge(before: Score, after: Score, mover: Color) -> Option<Advice> {
    by_centipawns(before, after, mover).or_else(|| by_mate(before, after, mover))
}

/// lila `CpAdvice`: the mover's loss of winning chances, raw centipawns.
fn by_centipawns(before: Score, after: Score, mover: Color) -> Option<Advice> {
    let (Score::Cp(before), Score::Cp(after)) = (before, after) else {
        return None;
    };
    let change = winning_chances(after) - winning_chances(before);
    let lost = match mover {
        Color::White => -change,
        Color::Black => change,
    };
    THRESHOLDS
        .iter()
        .find(|(threshold, _)| *threshold <= lost)
        .map(|(_, judgement)| Advice {
            judgement: *judgement,
            mate: None,
        })
}

/// lila `MateAdvice`: from the mover's side, a mate that came for the
/// opponent (judged by how lost the position already was) or a mate of
/// its own that went (judged by how won the position still is).
fn by_mate(before: Score, after: Score, mover: Color) -> Option<Advice> {
    // A mate from the mover's side: positive when the mover mates.
    let mate = |score: Score| match score.for_side(mover) {
        Score::Mate { winner, .. } => Some(winner == Color::White),
        Score::Cp(_) => None,
    };
    let cp = |score: Score| match score.for_side(mover) {
        Score::Cp(cp) => cp,
        Score::Mate { .. } => 0,
    };
    let news = match (mate(before), mate(after)) {
        (None, Some(false)) => MateNews::Created,
        (Some(true), None) | (Some(true), Some(false)) => MateNews::Lost,
        _ => return None,
    };
    let judgement = match news {
        MateNews::Created if cp(before) < -999 => Judgement::Inaccuracy,
        MateNews::Created if cp(before) < -700 => Judgement::Mistake,
        MateNews::Created => Judgement::Blunder,
        MateNews::Lost if cp(after) > 999 => Judgement::Inaccuracy,
        MateNews::Lost if cp(after) > 700 => Judgement::Mistake,
        MateNews::Lost => Judgement::Blunder,
    };
    Some(Advice {
        judgement,
        mate: Some(news),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn judged(before: Score, after: Score, mover: Color) -> Option<Judgement> {
        judge(before, after, mover).map(|a| a.judgement)
    }

    const fn mate(winner: Color, moves: u32) -> Score {
        Score::Mate { winner, moves }
    }

    #[test]
    fn a_loss_of_winning_chances_is_judged_by_lichesss_thresholds() {
        let white = |before, after| judged(Score::Cp(before), Score::Cp(after), Color::White);
        // By hand: winning chances of 0 and -110 cp are 0 and -0.19979;
        // a loss of 0.19979 is an inaccuracy, of 0.20156 (-111 cp) a
        // mistake.
        assert!((winning_chances(-110) + 0.199_79).abs() < 1e-5);
        assert_eq!(white(0, -50), None, "0.0918 lost");
        assert_eq!(white(0, -55), Some(Judgement::Inaccuracy), "0.1009 lost");
        assert_eq!(white(0, -110), Some(Judgement::Inaccuracy));
        assert_eq!(white(0, -111), Some(Judgement::Mistake));
        assert_eq!(white(0, -168), Some(Judgement::Mistake), "0.2998 lost");
        assert_eq!(white(0, -169), Some(Judgement::Blunder), "0.3015 lost");
        assert_eq!(white(-50, 300), None, "a gain");
        // Black's loss is White's gain; raw centipawns, not ceiled: from
        // +1000 to +2000 is no change past the ceiling for a win
        // percentage, but a small loss of chances here.
        assert_eq!(
            judged(Score::Cp(0), Score::Cp(172), Color::Black),
            Some(Judgement::Blunder)
        );
        assert_eq!(
            judged(Score::Cp(-2000), Score::Cp(-1000), Color::Black),
            None
        );
    }

    #[test]
    fn letting_a_mate_in_is_judged_by_how_lost_the_position_was() {
        let against_white = mate(Color::Black, 4);
        let created = |before| judge(Score::Cp(before), against_white, Color::White);
        assert_eq!(
            created(-1000),
            Some(Advice {
                judgement: Judgement::Inaccuracy,
                mate: Some(MateNews::Created)
            })
        );
        assert_eq!(created(-800).map(|a| a.judgement), Some(Judgement::Mistake));
        assert_eq!(created(-700).map(|a| a.judgement), Some(Judgement::Blunder));
        assert_eq!(created(50).map(|a| a.judgement), Some(Judgement::Blunder));
        // The same from Black's side.
        assert_eq!(
            judged(Score::Cp(900), mate(Color::White, 2), Color::Black),
            Some(Judgement::Mistake)
        );
    }

    #[test]
    fn letting_a_mate_go_is_judged_by_how_won_the_position_still_is() {
        let white_mates = mate(Color::White, 3);
        let lost = |after| judged(white_mates, after, Color::White);
        assert_eq!(lost(Score::Cp(1200)), Some(Judgement::Inaccuracy));
        assert_eq!(lost(Score::Cp(800)), Some(Judgement::Mistake));
        assert_eq!(lost(Score::Cp(700)), Some(Judgement::Blunder));
        assert_eq!(
            lost(mate(Color::Black, 5)),
            Some(Judgement::Blunder),
            "a mate of its own turned into one against it"
        );
        // A slower mate is no judgement (lila's MateDelayed), nor is
        // keeping a mate, nor mating.
        assert_eq!(lost(mate(Color::White, 6)), None);
        assert_eq!(lost(mate(Color::White, 0)), None);
        assert_eq!(
            judged(mate(Color::Black, 3), Score::Cp(-1500), Color::Black),
            Some(Judgement::Inaccuracy)
        );
    }

    #[test]
    fn judgements_are_marked_as_pgn_marks_them() {
        let marks: Vec<(&str, u8)> = Judgement::ALL
            .iter()
            .map(|j| (j.glyph(), j.nag()))
            .collect();
        assert_eq!(marks, [("?!", 6), ("?", 2), ("??", 4)]);
    }
}
