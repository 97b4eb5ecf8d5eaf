//! Replies as Discord messages. A refusal is ephemeral: only the user who
//! caused it sees it. A board is an embed with the PNG attached and shown
//! in it; the lines that mention someone (`@bob to move`) go in the
//! message itself, so that they notify, and only the users named there are
//! allowed to be pinged. A game record is attached as a file; buttons go in
//! rows of five.

use crate::model::Platform;
use serenity::all::{
    ButtonStyle, CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateButton,
    CreateEmbed, CreateInteractionResponseFollowup, CreateInteractionResponseMessage,
    CreateMessage, EditInteractionResponse, UserId,
};

use crate::chat::{ButtonRole, Reply};

/// Discord's limit on a message's text, in characters.
const CONTENT_CHARS: usize = 2000;

/// Discord's limit on an embed's description, in characters.
const DESCRIPTION_CHARS: usize = 4096;

/// Discord's limit on a button's label, in characters.
const LABEL_CHARS: usize = 80;

/// Discord's limit on a button's `custom_id`, in characters.
const CUSTOM_ID_CHARS: usize = 100;

/// The colour of the board embeds (a dark green, like a board's squares).
const EMBED_COLOUR: u32 = 0x3B_7A_57;

/// A reply in the parts a Discord message is made of.
#[derive(Clone, Debug)]
pub(super) struct Parts {
    content: String,
    embed: Option<CreateEmbed>,
    files: Vec<CreateAttachment>,
    rows: Vec<CreateActionRow>,
    ephemeral: bool,
    pinged: Vec<UserId>,
}

/// `text` cut to `limit` characters, with an ellipsis when cut.
fn cut(text: &str, limit: usize) -> String {
    if text.chars().count() <= limit {
        return text.to_owned();
    }
    let mut out: String = text.chars().take(limit - 1).collect();
    out.push('…');
    out
}

/// The Discord users a reply calls on (ids that are no Discord user,
/// such as the bot's own, are left out).
fn pinged(reply: &Reply) -> Vec<UserId> {
    let mut users = Vec::new();
    for actor in &reply.pings {
        if actor.platform == Platform::Discord
            && let Ok(id) = actor.user_id.parse::<u64>()
            && id != 0
            && !users.contains(&UserId::new(id))
        {
            users.push(UserId::new(id));
        }
    }
    users
}

/// How a button of each role looks.
fn style_of(role: ButtonRole) -> ButtonStyle {
    match role {
        ButtonRole::Confirm => ButtonStyle::Success,
        ButtonRole::Danger => ButtonStyle::Danger,
        ButtonRole::Primary => ButtonStyle::Primary,
        ButtonRole::Secondary => ButtonStyle::Secondary,
    }
}

/// Fills a new message builder with the parts; the first answer and a
/// follow-up are built alike, but serenity gives them no common trait.
macro_rules! fill {
    ($parts:expr, $builder:expr) => {{
        let parts = $parts;
        let mut message = $builder
            .ephemeral(parts.ephemeral)
            .allowed_mentions(parts.allowed())
            .components(parts.rows)
            .files(parts.files);
        if !parts.content.is_empty() {
            message = message.content(parts.content);
        }
        if let Some(embed) = parts.embed {
            message = message.embed(embed);
        }
        message
    }};
}

impl Parts {
    /// The parts of a reply.
    pub(super) fn of(reply: &Reply) -> Parts {
        let mut files = Vec::new();
        let text = reply.chat_text();
        let (content, embed) = match &reply.board {
            Some(board) if !reply.is_refused() => {
                let name = format!("game-{}.png", board.game_id.get());
                files.push(CreateAttachment::bytes(board.png.clone(), name.clone()));
                // The lines that call on someone go in the message itself,
                // where a mention notifies.
                let mentions: Vec<String> = reply.pings.iter().map(|a| a.mention()).collect();
                let (calls, rest): (Vec<&str>, Vec<&str>) = text
                    .lines()
                    .partition(|line| mentions.iter().any(|m| line.contains(m.as_str())));
                let embed = CreateEmbed::new()
                    .description(cut(&rest.join("\n"), DESCRIPTION_CHARS))
                    .colour(EMBED_COLOUR)
                    .attachment(name);
                (cut(&calls.join("\n"), CONTENT_CHARS), Some(embed))
            }
            _ if text.chars().count() > CONTENT_CHARS => (
                String::new(),
                Some(
                    CreateEmbed::new()
                        .description(cut(&text, DESCRIPTION_CHARS))
                        .colour(EMBED_COLOUR),
                ),
            ),
            _ => (text.clone().into_owned(), None),
        };
        for file in &reply.files {
            files.push(CreateAttachment::bytes(
                file.bytes.clone(),
                file.name.clone(),
            ));
        }
        let buttons: Vec<CreateButton> = reply
            .buttons
            .iter()
            .map(|b| (b, b.request.to_string()))
            .filter(|(_, payload)| payload.chars().count() <= CUSTOM_ID_CHARS)
            .take(25)
            .map(|(b, payload)| {
                CreateButton::new(payload)
                    .label(cut(&b.label, LABEL_CHARS))
                    .style(style_of(b.role))
            })
            .collect();
        let rows = buttons
            .chunks(5)
            .map(|row| CreateActionRow::Buttons(row.to_vec()))
            .collect();
        Parts {
            pinged: pinged(reply),
            content,
            embed,
            files,
            rows,
            ephemeral: reply.is_private(),
        }
    }

    /// Whether only the user who caused it may see it.
    pub(super) fn is_ephemeral(&self) -> bool {
        self.ephemeral
    }

    fn allowed(&self) -> CreateAllowedMentions {
        CreateAllowedMentions::new()
            .users(self.pinged.clone())
            .replied_user(false)
    }

    /// As the first answer to an interaction.
    pub(super) fn response(self) -> CreateInteractionResponseMessage {
        fill!(self, CreateInteractionResponseMessage::new())
    }

    /// As a further message after the first answer.
    pub(super) fn followup(self) -> CreateInteractionResponseFollowup {
        fill!(self, CreateInteractionResponseFollowup::new())
    }

    /// As a message the bot posts in a channel unasked (a reminder, a
    /// time-out).
    pub(super) fn message(self) -> CreateMessage {
        let mut message = CreateMessage::new()
            .allowed_mentions(self.allowed())
            .components(self.rows)
            .files(self.files);
        if !self.content.is_empty() {
            message = message.content(self.content);
        }
        if let Some(embed) = self.embed {
            message = message.embed(embed);
        }
        message
    }

    /// As the edit that fills in a deferred answer.
    pub(super) fn edit(self) -> EditInteractionResponse {
        let mut message = EditInteractionResponse::new()
            .allowed_mentions(self.allowed())
            .components(self.rows)
            .content(self.content);
        for file in self.files {
            message = message.new_attachment(file);
        }
        if let Some(embed) = self.embed {
            message = message.embed(embed);
        }
        message
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chat::{Actor, BoardPicture, Button, ButtonRole, Reply};

    fn discord_user(id: &str) -> Actor {
        Actor::new(Platform::Discord, id, id)
    }

    #[test]
    fn the_users_a_reply_calls_on_are_pinged_once_each() {
        let reply = Reply::done("<@12> to move, <@12> again, <@34>.".into()).pinging([
            discord_user("12"),
            discord_user("12"),
            discord_user("34"),
        ]);
        assert_eq!(pinged(&reply), vec![UserId::new(12), UserId::new(34)]);
        let others = Reply::done("x".into()).pinging([
            discord_user("x"),
            discord_user("0"),
            Actor::new(Platform::Telegram, "12", "ann"),
        ]);
        assert!(pinged(&others).is_empty());
    }

    #[test]
    fn a_board_is_an_embed_and_the_player_to_move_is_pinged() {
        let reply = Reply::done("Game #3: a against b.\n<@77> to move.".into())
            .with_board(Some(BoardPicture {
                game_id: crate::model::GameId(3),
                ply: 4,
                png: vec![1, 2, 3],
                diagram: String::new(),
            }))
            .with_buttons(vec![Button::new(
                "Resign".into(),
                crate::service::commands::COMMANDS
                    .parse("resign #3 ply:4")
                    .expect("a request"),
                ButtonRole::Danger,
            )])
            .pinging([discord_user("77")]);
        let parts = Parts::of(&reply);
        assert_eq!(parts.content, "<@77> to move.");
        assert_eq!(parts.pinged, vec![UserId::new(77)]);
        assert_eq!(parts.files.len(), 1);
        assert!(!parts.is_ephemeral());
        let json = serde_json::to_value(parts.response()).expect("serializes");
        assert_eq!(json["embeds"][0]["image"]["url"], "attachment://game-3.png");
        assert_eq!(json["embeds"][0]["description"], "Game #3: a against b.");
        assert_eq!(
            json["components"][0]["components"][0]["custom_id"],
            "resign #3 ply:4"
        );
    }

    #[test]
    fn a_refusal_is_ephemeral_and_long_text_is_cut() {
        let parts = Parts::of(&Reply::refused("x".repeat(5000)));
        assert!(parts.is_ephemeral());
        let json = serde_json::to_value(parts.response()).expect("serializes");
        assert_eq!(json["flags"], 64);
        let description = json["embeds"][0]["description"].as_str().expect("an embed");
        assert_eq!(description.chars().count(), DESCRIPTION_CHARS);
    }
}
