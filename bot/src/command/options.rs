//! A slash command's typed options into a [`Request`], judged by the same
//! rules as typed text: each option is looked up in the command's row of
//! the table, numbers name its game or challenge, typed text has its marks
//! taken out, and the rest fills the same terms its words would.

use super::error::CommandError;
use super::error::cut;
use super::given::OptionValue;
use super::request::Request;
use super::spec::{Form, Given, OptionKind, Term};
use super::table::Table;
use super::words::Marked;

impl Table {
    /// The request a command named `name` makes with these options.
    pub fn from_options(
        &self,
        name: &str,
        options: &[(String, OptionValue)],
    ) -> Result<Request, CommandError> {
        let spec = self.named(name).ok_or_else(|| CommandError::Unknown {
            word: cut(name),
            suggestion: None,
        })?;
        let mut marked = Marked::default();
        let mut given: Vec<Given> = Vec::new();
        for (name, value) in options {
            let option = spec.option(name).ok_or_else(|| spec.unknown(name))?;
            match (option.term, option.kind, value) {
                (Term::Game | Term::Challenge | Term::Tournament, _, OptionValue::Number(n)) => {
                    marked.name_number(number(*n)?)?;
                }
                (Term::Game | Term::Challenge | Term::Tournament, _, _) => {
                    return Err(spec.unknown(name));
                }
                // A subcommand's number is its command's, as a top-level one.
                (_, OptionKind::Sub(inner_specs), OptionValue::Sub(inner)) => {
                    let mut rest = Vec::with_capacity(inner.len());
                    for (inner_name, inner_value) in inner {
                        let numbered = inner_specs.iter().any(|o| {
                            o.name == inner_name
                                && matches!(o.term, Term::Game | Term::Challenge | Term::Tournament)
                        });
                        match inner_value {
                            OptionValue::Number(n) if numbered => {
                                marked.name_number(number(*n)?)?
                            }
                            _ if numbered => return Err(spec.unknown(inner_name)),
                            _ => rest.push((inner_name.clone(), inner_value.clone())),
                        }
                    }
                    given.push((option, OptionValue::Sub(rest)));
                }
                // Typed text may carry its marks: a suggested move names its
                // game (`Nf3 #12`), a button's its ply.
                (_, OptionKind::Text { .. }, OptionValue::Text(text)) => {
                    let read = Marked::read(text)?;
                    if let Some(number) = read.number {
                        marked.name_number(number)?;
                    }
                    marked.ply = read.ply.or(marked.ply);
                    given.push((option, OptionValue::Text(read.words.join(" "))));
                }
                _ => given.push((option, value.clone())),
            }
        }
        let command = match &spec.form {
            Form::Number => match given.first() {
                Some((option, _)) => return Err(spec.unknown(option.name)),
                None => spec.command(),
            },
            Form::Family { family, .. } => (family.options)(spec, &given)?,
        };
        let mut request = Request::new(self.with_topic_named(command)?).numbered(marked.number)?;
        request.ply = marked.ply;
        Ok(request)
    }
}

/// A game's or challenge's number, which is at least 1.
fn number(n: i64) -> Result<u64, CommandError> {
    u64::try_from(n)
        .ok()
        .filter(|&n| n > 0)
        .ok_or_else(|| CommandError::Number(n.to_string()))
}
