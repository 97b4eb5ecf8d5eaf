//! The service against a real SQLite file and a real Postgres: every
//! command, every refusal, several games in one chat, games to mate, draw
//! and resignation, and a restart in the middle of a game.

use crate::support;
use crate::support::on_each_database;
use crate::support::tables::Tables;

use support::room::Answers;

use chrono::TimeDelta;
use kibitz::chat::{Actor, Message, Reply, ReplyKind};
use kibitz::clock::Clock;
use kibitz::model::Platform;
use kibitz::store::Store;
use kibitz_rules::{Game, Variant, pgn::read_pgn};
use support::TestDb;
use support::room::Room;

const SCHOLARS_MATE: &str = "e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7#";

async fn a_game_to_checkmate_with_every_reply_in_place(db: TestDb) {
    let room = Room::new(&db.store, "room");
    let challenge = room.ok("alice", "challenge @bob white").await;
    assert_eq!(challenge.kind, ReplyKind::Done);
    assert!(
        challenge.text.contains("alice challenges @bob"),
        "{}",
        challenge.text
    );
    let commands: Vec<String> = challenge
        .buttons
        .iter()
        .map(|b| b.request.to_string())
        .collect();
    assert_eq!(
        commands,
        ["accept #1", "decline #1", "cancel #1"],
        "{}",
        db.kind()
    );
    let start = room.ok("bob", "accept").await;
    assert!(
        start
            .text
            .contains("Game #1: alice (white) against bob (black)"),
        "{}",
        start.text
    );
    assert!(start.text.contains("@alice to move"), "{}", start.text);
    let board = start.board.as_ref().expect("the first board");
    assert!(board.png.starts_with(b"\x89PNG"), "a PNG");
    assert!(board.diagram.contains('♔'));
    let game = board.game_id.get();
    for (i, mv) in SCHOLARS_MATE.split_whitespace().enumerate() {
        let who = if i % 2 == 0 { "alice" } else { "bob" };
        let reply = room.ok(who, &format!("move {mv}")).await;
        let number = i / 2 + 1;
        let dots = if i % 2 == 0 { "." } else { "…" };
        assert!(
            reply
                .text
                .contains(&format!("Last move: {number}{dots} {mv}")),
            "{}",
            reply.text
        );
        if i + 1 < 7 {
            let next = if i % 2 == 0 { "@bob" } else { "@alice" };
            assert!(
                reply.text.contains(&format!("{next} to move")),
                "{}",
                reply.text
            );
            assert_eq!(reply.buttons.len(), 2, "draw and resign");
        } else {
            assert!(
                reply.text.contains("White wins by checkmate."),
                "{}",
                reply.text
            );
            let labels: Vec<&str> = reply.buttons.iter().map(|b| b.label.as_str()).collect();
            assert_eq!(labels, ["Rematch"], "a finished game offers a rematch only");
            assert!(
                reply.text.contains(
                    "Analyse it on lichess: https://lichess.org/analysis/pgn/e4_e5_Qh5_Nc6_Bc4_Nf6_Qxf7%23"
                ),
                "{}",
                reply.text
            );
        }
    }
    let row = room.row(game).await;
    assert_eq!(row.status.name(), "finished");
    assert_eq!(support::result(&row), Some("1-0"));
    assert_eq!(support::end_reason(&row), Some("checkmate"));
    assert_eq!(row.moves, "e2e4 e7e5 d1h5 b8c6 f1c4 g8f6 h5f7");
    room.refused(
        "bob",
        "move a6",
        "game #1 is over: White wins by checkmate.",
    )
    .await;
    room.refused(
        "alice",
        "resign",
        "You have no game in progress here; game #1 is over",
    )
    .await;
    let after = room.refused("bob", "resign #1", "is over").await;
    assert!(after.board.is_none());
    assert_eq!(room.row(game).await, row, "refusals change nothing");
    // The finished game can still be seen and saved.
    let board = room.ok("bob", "board").await;
    assert!(board.text.contains("White wins by checkmate."));
    let pgn = room.ok("carol", "pgn #1").await;
    let file = pgn.files.into_iter().next().expect("a PGN file");
    assert_eq!(file.name, "kibitz-1.pgn");
    let record = read_pgn(std::str::from_utf8(&file.bytes).expect("UTF-8")).expect("reads back");
    assert_eq!(record.tag("Result"), Some("1-0"));
    assert_eq!(record.tag("Event"), Some("Kibitz rated game"));
    assert_eq!(record.tag("White"), Some("alice"));
    assert_eq!(record.game.state(), row.state);
    let fen = room.ok("alice", "fen").await;
    assert!(fen.text.contains(&row.state), "{}", fen.text);
    db.drop_db().await;
}
on_each_database!(a_game_to_checkmate_with_every_reply_in_place);

async fn draws_by_agreement_and_declined_by_a_move(db: TestDb) {
    let room = Room::new(&db.store, "room");
    let game = room.start_game("alice", "bob", "").await;
    let offer = room.ok("alice", "draw").await;
    // Offered on Alice's own turn: Bob cannot decline it by moving.
    assert!(
        offer.text.contains(
            "alice offers a draw. @bob: `draw #1` to accept, or `decline draw #1` to decline."
        ),
        "{}",
        offer.text
    );
    assert_eq!(offer.buttons[0].request.to_string(), "draw #1 ply:0");
    room.refused(
        "alice",
        "draw",
        "You have already offered a draw; it is up to bob",
    )
    .await;
    room.refused("carol", "draw #1", "You are not playing in game #1")
        .await;
    // Alice's own move keeps her offer standing, and Bob, to move, may
    // decline it by moving; his move declines it.
    let standing = room.ok("alice", "move e4").await;
    assert!(
        standing
            .text
            .contains("@bob: `draw #1` to accept, or move to decline."),
        "{}",
        standing.text
    );
    assert_eq!(
        room.row(game).await.draw_offer,
        Some(kibitz_rules::Color::White)
    );
    let declined = room.ok("bob", "move e5").await;
    assert!(
        declined.text.starts_with("The draw offer is declined."),
        "{}",
        declined.text
    );
    assert_eq!(room.row(game).await.draw_offer, None);
    room.ok("bob", "draw").await;
    let agreed = room.ok("alice", "draw").await;
    assert!(agreed.text.contains("Draw agreed."), "{}", agreed.text);
    assert!(
        agreed.text.contains("Draw by agreement."),
        "{}",
        agreed.text
    );
    let row = room.row(game).await;
    assert_eq!(
        (support::result(&row), support::end_reason(&row)),
        (Some("1/2-1/2"), Some("agreement"))
    );
    db.drop_db().await;
}
on_each_database!(draws_by_agreement_and_declined_by_a_move);

async fn a_draw_offer_says_how_to_decline_it_by_whose_turn_it_is_in_russian_too(db: TestDb) {
    let room = Room::new(&db.store, "room");
    room.start_game("alice", "bob", "").await;
    room.ok("alice", "set language ru").await;
    let offer = room.ok("alice", "draw").await;
    assert!(
        offer
            .text
            .contains("@bob: `draw #1` — согласиться, `decline draw #1` — отказаться."),
        "{}",
        offer.text
    );
    let standing = room.ok("alice", "move e4").await;
    assert!(
        standing
            .text
            .contains("@bob: `draw #1` — согласиться, любой ход — отказаться."),
        "{}",
        standing.text
    );
    db.drop_db().await;
}
on_each_database!(a_draw_offer_says_how_to_decline_it_by_whose_turn_it_is_in_russian_too);

async fn a_blocked_pawn_is_told_what_blocks_it_in_both_languages(db: TestDb) {
    let room = Room::new(&db.store, "room");
    room.start_game("alice", "bob", "fen \"4k3/8/8/8/8/4N3/4P3/4K3 w - - 0 1\"")
        .await;
    let refused = room
        .refused(
            "alice",
            "move e4",
            "The pawn on e2 is blocked by the knight on e3",
        )
        .await;
    assert!(!refused.text.contains("Legal:"), "{}", refused.text);
    room.ok("alice", "set language ru").await;
    room.refused("alice", "move e4", "Пешке на e2 мешает конь на e3")
        .await;
    db.drop_db().await;
}
on_each_database!(a_blocked_pawn_is_told_what_blocks_it_in_both_languages);

async fn immortal_chess_tells_black_its_last_move_once_white_has_crossed(db: TestDb) {
    let room = Room::new(&db.store, "room");
    let game = room
        .start_game(
            "alice",
            "bob",
            "immortal fen \"RNBQKBNR/PPPPPPP1/7P/8/8/7p/ppppppp1/rnbqkbnr w - - 100\"",
        )
        .await;
    let crossed = room.ok("alice", "move h6h7").await;
    assert!(
        crossed.text.contains(
            "alice has rebuilt White's army: this is Black's last move. Completing Black's army with it draws"
        ),
        "{}",
        crossed.text
    );
    // The game's page says it too.
    let page = room
        .service
        .pages()
        .game_view(kibitz::model::GameId(game), kibitz::model::Language::En)
        .await
        .expect("the page");
    assert!(
        page.status.contains("this is Black's last move"),
        "{}",
        page.status
    );
    room.ok("bob", "set language ru").await;
    let board = room.ok("bob", &format!("board #{game}")).await;
    assert!(
        board
            .text
            .contains("alice собрал армию белых: это последний ход чёрных"),
        "{}",
        board.text
    );
    let drawn = room.ok("bob", "move h3h2").await;
    assert!(!drawn.text.contains("последний ход"), "{}", drawn.text);
    db.drop_db().await;
}
on_each_database!(immortal_chess_tells_black_its_last_move_once_white_has_crossed);

async fn footballs_line_up_says_whose_placement_it_is_and_how_in_both_languages(db: TestDb) {
    let room = Room::new(&db.store, "room");
    let game = room.start_game("alice", "bob", "football").await;
    let board = room.ok("alice", &format!("board #{game}")).await;
    assert!(
        board.text.contains(
            "Line-up: @alice places a piece, like K@d1 (its letter, @ and the square); 6 left, \
             still required: the king on a goal square, 2 pawns and a piece on the kick-off \
             square e4. Possible now: K, Q, R, B, N or P."
        ),
        "{}",
        board.text
    );
    // Every placement is answered with the board as it stands (every piece
    // placed so far in its diagram) and what is left to the side to place.
    let pieces_in = |reply: &kibitz::chat::Reply| {
        let board = reply
            .board
            .as_ref()
            .expect("a line-up reply shows the board");
        board
            .diagram
            .chars()
            .filter(|c| ('\u{2654}'..='\u{265F}').contains(c))
            .count()
    };
    let line_up = [
        ("alice", "K@d1"),
        ("bob", "K@d8"),
        ("alice", "P@a2"),
        ("bob", "P@a7"),
        ("alice", "P@h2"),
        ("bob", "P@h7"),
        ("alice", "N@b1"),
        ("bob", "N@b8"),
        ("alice", "B@c2"),
        ("bob", "B@c7"),
    ];
    let mut replies = Vec::new();
    for (placed, (who, placement)) in line_up.iter().enumerate() {
        let reply = room.ok(who, &format!("move {placement}")).await;
        assert_eq!(pieces_in(&reply), placed + 1, "{}", reply.text);
        replies.push(reply);
    }
    assert!(
        replies[0].text.contains(
            "Line-up: @bob places a piece, like K@d8 (its letter, @ and the square); 6 left, \
             still required: the king on a goal square and 2 pawns. Possible now: K, Q, R, B, N or P."
        ),
        "{}",
        replies[0].text
    );
    assert!(
        replies[3]
            .text
            .contains("Line-up: @alice places a piece, like Q@")
            && replies[3].text.contains(
                "4 left, still required: one pawn and a piece on the kick-off square e4. \
             Possible now: Q, R, B, N or P."
            ),
        "{}",
        replies[3].text
    );
    // White's last placement must take the kick-off square.
    assert!(
        replies[9].text.contains(
            "Line-up: @alice places a piece, like Q@e4 (its letter, @ and the square); one left, \
             still required: a piece on the kick-off square e4. Possible now: Q, R, B, N or P on e4."
        ),
        "{}",
        replies[9].text
    );
    let last = room.ok("alice", "move Q@e4").await;
    assert!(
        last.text
            .contains("one left. Possible now: Q, R, B, N or P."),
        "{}",
        last.text
    );
    room.ok("bob", "set language ru").await;
    let russian = room.ok("bob", &format!("board #{game}")).await;
    assert!(
        russian
            .text
            .contains("Расстановка: @bob ставит фигуру, например Q@")
            && russian.text.contains(
                "(буква фигуры, @ и поле); осталась 1. Можно поставить: Q, R, B, N или P."
            ),
        "{}",
        russian.text
    );
    db.drop_db().await;
}
on_each_database!(footballs_line_up_says_whose_placement_it_is_and_how_in_both_languages);

async fn resignation_by_a_player_only(db: TestDb) {
    let room = Room::new(&db.store, "room");
    let game = room.start_game("alice", "bob", "").await;
    room.play(game, "alice", "bob", "d4 d5").await;
    room.refused(
        "carol",
        "resign #1",
        "You are not playing in game #1 (alice against bob)",
    )
    .await;
    let reply = room.ok("bob", "resign").await;
    assert!(reply.text.contains("bob resigns."), "{}", reply.text);
    assert!(
        reply.text.contains("White wins by resignation."),
        "{}",
        reply.text
    );
    assert_eq!(support::result(&room.row(game).await), Some("1-0"));
    room.refused("alice", "move e4 #1", "is over").await;
    db.drop_db().await;
}
on_each_database!(resignation_by_a_player_only);

async fn a_game_survives_a_restart_exactly_as_it_was(db: TestDb) {
    let room = Room::new(&db.store, "room");
    let game = room.start_game("alice", "bob", "days 3").await;
    room.play(game, "alice", "bob", "e4 c5 Nf3 d6").await;
    room.ok("alice", "draw").await;
    let before = room.row(game).await;
    let board_before = room.ok("carol", "board #1").await;
    db.store.close().await;
    drop(room);
    let store = Store::connect(&db.url)
        .await
        .expect("the store opens again");
    let room = Room::new(&store, "room");
    assert_eq!(room.row(game).await, before, "{}", db.kind());
    let board_after = room.ok("carol", "board #1").await;
    assert_eq!(board_after.text, board_before.text);
    assert_eq!(board_after.board, board_before.board, "the same picture");
    room.ok("alice", "move d4").await;
    room.ok("bob", "move cxd4").await;
    let replayed = Game::replay(
        Variant::Standard,
        &before.start_state,
        &room.row(game).await.moves.split(' ').collect::<Vec<_>>(),
    )
    .expect("the stored moves replay");
    assert_eq!(replayed.state(), room.row(game).await.state);
    db.with_store(store).drop_db().await;
}
on_each_database!(a_game_survives_a_restart_exactly_as_it_was);

async fn several_games_in_one_chat_are_told_apart_by_number(db: TestDb) {
    let room = Room::new(&db.store, "room");
    let first = room.start_game("alice", "bob", "").await;
    let second = room.start_game("alice", "carol", "").await;
    assert_ne!(first, second);
    room.refused(
        "alice",
        "move e4",
        &format!("You have several games here: #{first} against bob, #{second} against carol"),
    )
    .await;
    room.ok("alice", &format!("move e4 #{first}")).await;
    room.ok("alice", &format!("game:{second} move d4")).await;
    // Bob and Carol each have one game here: no number needed.
    room.ok("bob", "move e5").await;
    room.ok("carol", "move d5").await;
    assert_eq!(room.row(first).await.moves, "e2e4 e7e5");
    assert_eq!(room.row(second).await.moves, "d2d4 d7d5");
    room.refused("dave", "move e4", "You have no game in this chat")
        .await;
    room.refused("alice", "board #99", "There is no game #99.")
        .await;
    let other = room.elsewhere("other-room");
    other
        .refused(
            "alice",
            &format!("move Nf3 #{first}"),
            "is played in another chat",
        )
        .await;
    other
        .refused("alice", "move Nf3", "You have no game in this chat")
        .await;
    let games = other.ok("alice", "games mine").await;
    assert!(
        games.text.contains("Your 2 active games:"),
        "{}",
        games.text
    );
    assert!(
        games.text.contains(&format!(
            "#{first} against bob, standard chess: your turn, in another chat."
        )),
        "{}",
        games.text
    );
    let games = room.ok("bob", "games mine").await;
    assert!(
        games.text.contains(&format!(
            "#{first} against alice, standard chess: their turn."
        )),
        "{}",
        games.text
    );
    db.drop_db().await;
}
on_each_database!(several_games_in_one_chat_are_told_apart_by_number);

async fn a_move_without_a_number_goes_to_the_one_game_waiting_for_it(db: TestDb) {
    let room = Room::new(&db.store, "room");
    let first = room.start_game("alice", "bob", "").await;
    let second = room.start_game("alice", "carol", "").await;
    // Both wait for alice: she is asked which.
    room.refused("alice", "move e4", "You have several games here")
        .await;
    assert!(
        room.service
            .answer_to(
                &support::room::user("alice"),
                &room.place,
                &Message::chatter("e4")
            )
            .await
            .text
            .contains("You have several games here")
    );
    room.ok("alice", &format!("move e4 #{first}")).await;
    // Only the game with carol waits for her now: no number needed,
    // typed or bare.
    room.ok("alice", "move d4").await;
    assert_eq!(room.row(second).await.moves, "d2d4");
    room.ok("carol", "move d5").await;
    let bare = room
        .service
        .answer_to(
            &support::room::user("alice"),
            &room.place,
            &Message::chatter("c4"),
        )
        .await;
    assert!(bare.text.contains("Last move: 2. c4"), "{}", bare.text);
    assert_eq!(room.row(second).await.moves, "d2d4 d7d5 c2c4");
    assert_eq!(room.row(first).await.moves, "e2e4");
    // Neither waits for alice: she is told whose turn it is in each.
    room.refused("alice", "move Nf3", "You have several games here")
        .await;
    // A command word that is a move says how to write one.
    room.refused(
        "bob",
        "e5 now",
        "`e5` is a move, not a command: write `move e5`",
    )
    .await;
    db.drop_db().await;
}
on_each_database!(a_move_without_a_number_goes_to_the_one_game_waiting_for_it);

async fn illegal_and_ambiguous_moves_offer_what_was_meant(db: TestDb) {
    let room = Room::new(&db.store, "room");
    let game = room.start_game("alice", "bob", "").await;
    room.play(game, "alice", "bob", "Nf3 Nf6 d3 d6").await;
    let before = room.row(game).await;
    let reply = room
        .refused(
            "alice",
            "move Nd2",
            "That could be several moves: Nbd2, Nfd2",
        )
        .await;
    let commands: Vec<String> = reply
        .buttons
        .iter()
        .map(|b| b.request.to_string())
        .collect();
    assert_eq!(commands, ["move Nbd2 #1 ply:4", "move Nfd2 #1 ply:4"]);
    let reply = room.refused("alice", "move Nz9", "cannot read").await;
    assert!(reply.buttons.is_empty());
    room.refused(
        "alice",
        "move Qd4",
        "The queen on d1 cannot move to d4. Legal: Qd2.",
    )
    .await;
    room.refused("alice", "move Rd4", "No rook of yours can reach d4")
        .await;
    room.refused("alice", "move e2e5", "The pawn on e2 cannot move to e5")
        .await;
    room.refused("bob", "move e5", "It is alice's turn in game #1.")
        .await;
    assert_eq!(room.row(game).await, before, "refused moves change nothing");
    // Pressing a candidate button plays it; pressing it again is refused.
    room.ok("alice", &reply_command(&room, "alice", "move Nd2", 1).await)
        .await;
    room.refused("alice", "move Nfd2 #1", "It is bob's turn")
        .await;
    room.refused(
        "alice",
        "move Nfd2 #1 ply:4",
        "Game #1 has moved on since that button was shown",
    )
    .await;
    room.ok("bob", "move e5 ply:5").await;
    room.refused("bob", "resign ply:5", "has moved on").await;
    assert_eq!(room.row(game).await.moves, "g1f3 g8f6 d2d3 d7d6 f3d2 e7e5");
    db.drop_db().await;
}
on_each_database!(illegal_and_ambiguous_moves_offer_what_was_meant);

async fn a_mistyped_piece_letter_is_asked_about_not_played(db: TestDb) {
    let room = Room::new(&db.store, "room");
    let game = room.start_game("alice", "bob", "").await;
    room.play(game, "alice", "bob", "e4 e5 Nc3 Nf6 Bc4").await;
    let before = room.row(game).await;
    let reply = room
        .refused("bob", "move Cc5", "That could be several moves: Bc5, c5")
        .await;
    assert_eq!(reply.buttons.len(), 2);
    let reply = room.refused("bob", "move Dd6", "did you mean d6?").await;
    let commands: Vec<String> = reply
        .buttons
        .iter()
        .map(|b| b.request.to_string())
        .collect();
    assert_eq!(commands, [format!("move d6 #{game} ply:5")]);
    assert_eq!(room.row(game).await, before, "nothing was played");
    room.ok("bob", &commands[0]).await;
    assert_eq!(room.row(game).await.moves, "e2e4 e7e5 b1c3 g8f6 f1c4 d7d6");
    db.drop_db().await;
}
on_each_database!(a_mistyped_piece_letter_is_asked_about_not_played);

/// The command of the `n`-th button (from 0) of the reply to `text`.
async fn reply_command(room: &Room, who: &str, text: &str, n: usize) -> String {
    room.say(who, text).await.buttons[n].request.to_string()
}

async fn challenges_go_only_to_the_right_people(db: TestDb) {
    let room = Room::new(&db.store, "room");
    room.refused(
        "alice",
        "challenge @alice",
        "You cannot play against yourself.",
    )
    .await;
    let unknown = room.say_unresolved("alice", "challenge @Zed").await;
    assert!(
        unknown.is_refused() && unknown.text.starts_with("I do not know @Zed yet"),
        "{}",
        unknown.text
    );
    room.ok("alice", "challenge @bob black crazyhouse days 3")
        .await;
    room.refused(
        "alice",
        "challenge @bob",
        "You already have that challenge open (#1)",
    )
    .await;
    room.refused("alice", "accept", "No challenge here is waiting for you.")
        .await;
    room.refused("alice", "accept #1", "You cannot accept your own challenge")
        .await;
    room.refused("carol", "accept #1", "Challenge #1 is for bob")
        .await;
    room.refused("carol", "decline #1", "not addressed to you")
        .await;
    room.refused("alice", "decline #1", "is your own").await;
    room.refused("bob", "cancel #1", "Challenge #1 is not yours")
        .await;
    room.refused("bob", "accept #7", "There is no challenge #7 in this chat.")
        .await;
    room.elsewhere("other")
        .refused("bob", "accept #1", "There is no challenge #1 in this chat.")
        .await;
    let declined = room.ok("bob", "decline").await;
    assert_eq!(declined.text, "bob declined challenge #1.");
    room.refused("bob", "accept #1", "Challenge #1 was already declined.")
        .await;
    // An open challenge: anyone but the challenger may accept, once.
    let open = room.ok("alice", "challenge atomic").await;
    assert!(
        open.text.contains(
            "offers a game of atomic chess to anyone here (colours by lot, no time limit, rated)"
        ),
        "{}",
        open.text
    );
    room.refused("bob", "decline", "No challenge here is addressed to you.")
        .await;
    let accepted = room.ok("carol", "accept").await;
    let game = accepted.board.expect("a board").game_id.get();
    let row = room.row(game).await;
    assert_eq!(row.variant.name(), "atomic");
    assert!([row.white_id, row.black_id].len() == 2 && row.white_id != row.black_id);
    room.refused("bob", "accept #2", "Challenge #2 was already accepted.")
        .await;
    // Cancel and the colours and time of a direct challenge.
    room.ok("alice", "challenge @dave").await;
    let cancelled = room.ok("alice", "cancel").await;
    assert_eq!(cancelled.text, "alice withdrew challenge #3.");
    room.refused("dave", "accept", "No challenge here is waiting for you.")
        .await;
    room.ok("alice", "challenge @bob black crazyhouse days 3")
        .await;
    let reply = room.ok("bob", "accept").await;
    assert!(
        reply
            .text
            .contains("bob (white) against alice (black), crazyhouse"),
        "{}",
        reply.text
    );
    assert!(
        reply.text.contains("@bob to move. 3 days 0 hours left."),
        "{}",
        reply.text
    );
    let row = room.row(reply.board.expect("board").game_id.get()).await;
    assert_eq!(row.days_per_move, Some(3));
    assert_eq!(row.deadline, Some(room.clock.now() + TimeDelta::days(3)));
    db.drop_db().await;
}
on_each_database!(challenges_go_only_to_the_right_people);

/// A takeback needs a move of one's own and the opponent's consent, asked
/// once; it takes back one ply, or two after the opponent's reply; a game
/// both sides have moved in can no longer be aborted.
async fn a_takeback_is_asked_once_and_takes_back_ones_last_move(db: TestDb) {
    let room = Room::new(&db.store, "room");
    let game = room.start_game("alice", "bob", "").await;
    room.refused(
        "alice",
        "takeback",
        "There is no move of yours to take back.",
    )
    .await;
    room.ok("alice", "move e4").await;
    // Alice asks to take back e4 (one ply), Bob agrees.
    let asked = room.ok("alice", "takeback").await;
    assert!(
        asked
            .text
            .contains("alice asks to take back a move. @bob: `takeback #1` to agree."),
        "{}",
        asked.text
    );
    room.refused("alice", "takeback", "You have already asked")
        .await;
    let back = room.ok("bob", "takeback").await;
    assert!(
        back.text.starts_with("One move taken back."),
        "{}",
        back.text
    );
    assert_eq!(room.row(game).await.moves, "");
    // After Bob's reply, Alice's takeback undoes two plies.
    room.play(game, "alice", "bob", "d4 d5 c4").await;
    room.ok("bob", "move e6").await;
    room.ok("alice", "takeback").await;
    let back = room.ok("bob", "takeback").await;
    assert!(
        back.text.starts_with("2 moves taken back."),
        "{}",
        back.text
    );
    assert_eq!(room.row(game).await.moves, "d2d4 d7d5");
    room.refused("alice", "abort", "can no longer be aborted")
        .await;
    db.drop_db().await;
}
on_each_database!(a_takeback_is_asked_once_and_takes_back_ones_last_move);

/// A draw by threefold repetition is refused until the position has come
/// three times, then ends the game when claimed.
async fn a_threefold_repetition_is_claimed_only_once_it_is_there(db: TestDb) {
    let room = Room::new(&db.store, "room");
    let game = room.start_game("alice", "bob", "").await;
    room.play(game, "alice", "bob", "d4 d5").await;
    room.refused("alice", "claim", "There is no draw to claim in game #1")
        .await;
    room.play(game, "alice", "bob", "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8")
        .await;
    let claimed = room.ok("alice", "claim").await;
    assert!(
        claimed.text.contains("Draw by threefold repetition."),
        "{}",
        claimed.text
    );
    db.drop_db().await;
}
on_each_database!(a_threefold_repetition_is_claimed_only_once_it_is_there);

/// A game is aborted by either player before both sides have moved, and
/// only by its players.
async fn a_game_is_aborted_by_a_player_before_both_sides_have_moved(db: TestDb) {
    let room = Room::new(&db.store, "room");
    let game = room.start_game("alice", "bob", "").await;
    room.ok("alice", "move e4").await;
    room.refused("carol", "abort #1", "You are not playing")
        .await;
    let aborted = room.ok("bob", "abort").await;
    assert!(
        aborted.text.contains("bob aborted the game."),
        "{}",
        aborted.text
    );
    assert!(
        aborted.text.contains("The game was aborted."),
        "{}",
        aborted.text
    );
    assert_eq!(support::result(&room.row(game).await), Some("*"));
    db.drop_db().await;
}
on_each_database!(a_game_is_aborted_by_a_player_before_both_sides_have_moved);

/// The moves a game was set up from are not its players': a game set up
/// from a line may be aborted until both players have made a move of
/// their own, and not after.
async fn a_game_set_up_from_moves_is_aborted_until_both_players_have_moved(db: TestDb) {
    let room = Room::new(&db.store, "room");
    let first = room
        .start_game("alice", "bob", "moves \"e4 e5 Nf3 Nc6\"")
        .await;
    let aborted = room.ok("alice", &format!("abort #{first}")).await;
    assert!(
        aborted.text.contains("The game was aborted."),
        "{}",
        aborted.text
    );
    let second = room
        .start_game("alice", "bob", "moves \"e4 e5 Nf3 Nc6\"")
        .await;
    room.play(second, "alice", "bob", "Bc4 Bc5").await;
    room.refused(
        "bob",
        &format!("abort #{second}"),
        "Both sides have moved, so the game can no longer be aborted",
    )
    .await;
    assert_eq!(support::result(&room.row(second).await), None);
    db.drop_db().await;
}
on_each_database!(a_game_set_up_from_moves_is_aborted_until_both_players_have_moved);

async fn settings_help_and_rules_in_both_languages(db: TestDb) {
    let room = Room::new(&db.store, "room");
    let help = room.ok("alice", "help").await;
    assert_eq!(help.kind, ReplyKind::Info);
    // The overview is made from the command table: every command is in
    // it, those a new user would otherwise never find among them, and
    // it fits one Discord message.
    for command in [
        "/challenge",
        "/move",
        "/premove",
        "/vacation",
        "/moretime",
        "/page",
    ] {
        assert!(help.text.contains(command), "{command}: {}", help.text);
    }
    // It names the two games no other bot has, and the game against the
    // bot; `help <game>` is that game's rules.
    for named in ["Immortal chess", "chess football", "`play bot`", "`rules`"] {
        assert!(help.text.contains(named), "{named}: {}", help.text);
    }
    assert!(
        help.text.chars().count() <= 2000,
        "{}",
        help.text.chars().count()
    );
    let football = room.ok("alice", "help football").await;
    assert_eq!(football.text, room.ok("alice", "rules football").await.text);
    assert!(football.text.contains("ball"), "{}", football.text);
    let immortal = room.ok("alice", "/help Immortal").await;
    assert_eq!(immortal.text, room.ok("alice", "rules immortal").await.text);
    assert!(room.ok("alice", "help move").await.text.contains("SAN"));
    room.refused("alice", "help fly", "There is no command `fly`")
        .await;
    assert!(room.ok("alice", "rules").await.text.contains("racingkings"));
    assert!(
        room.ok("alice", "rules atomic")
            .await
            .text
            .contains("explode")
    );
    let set = room.ok("alice", "set language ru").await;
    assert_eq!(set.text, "Теперь я отвечаю вам по-русски.");
    let help = room.ok("alice", "help").await;
    assert!(help.text.starts_with("Команды"), "{}", help.text);
    assert!(help.text.contains("/premove (предход)"), "{}", help.text);
    assert!(
        help.text.contains("бессмертные шахматы") && help.text.contains("шахматный футбол"),
        "{}",
        help.text
    );
    assert!(
        help.text.chars().count() <= 2000,
        "{}",
        help.text.chars().count()
    );
    let football = room.ok("alice", "help football").await;
    assert!(football.text.contains("мяч"), "{}", football.text);
    room.refused("alice", "mvoe e4", "Неизвестная команда")
        .await;
    let game = room.start_game("alice", "bob", "").await;
    let reply = room.ok("alice", "move e4").await;
    assert!(reply.text.contains("Ход за @bob."), "{}", reply.text);
    assert!(reply.buttons.iter().any(|b| b.label == "Сдаться"));
    room.refused("alice", "move e5", "В партии #1 сейчас ход bob.")
        .await;
    // Bob still reads English; his board is turned to his side.
    let bob = room.ok("bob", "board").await;
    assert!(bob.text.contains("@bob to move"));
    assert!(bob.board.as_ref().expect("board").diagram.starts_with('1'));
    // In a shared chat the side to move stays at the bottom whatever
    // the reader's setting; alone with the bot, the setting decides.
    room.ok("bob", "set board white").await;
    let white = room.ok("bob", "board").await;
    let diagram =
        |reply: &kibitz::chat::Reply| reply.board.as_ref().expect("board").diagram.clone();
    assert!(diagram(&white).starts_with('1'), "{}", diagram(&white));
    let alone = room.direct("bob");
    let against_bot = alone.ok("bob", "play bot black").await;
    assert!(
        diagram(&against_bot).starts_with('8'),
        "{}",
        diagram(&against_bot)
    );
    alone.ok("bob", "set board mine").await;
    let mine = alone.ok("bob", "board").await;
    assert!(diagram(&mine).starts_with('1'), "{}", diagram(&mine));
    room.ok("bob", "set theme blue").await;
    let blue = room.ok("bob", "board").await;
    assert_ne!(
        blue.board.expect("board").png,
        white.board.expect("board").png
    );
    room.refused("bob", "set theme green", "Settings:").await;
    let _ = game;
    db.drop_db().await;
}
on_each_database!(settings_help_and_rules_in_both_languages);

async fn bad_input_gets_clear_answers_and_changes_nothing(db: TestDb) {
    let room = Room::new(&db.store, "room");
    let game = room.start_game("alice", "bob", "").await;
    room.play(game, "alice", "bob", "e4 e5").await;
    room.ok("alice", "challenge").await;
    let row = room.row(game).await;
    let challenges = db
        .store
        .challenges()
        .open_challenges(row.channel_id)
        .await
        .expect("reads");
    let long = format!("move {}", "e".repeat(400));
    let cases: [(&str, &str); 12] = [
        ("", "The message is empty"),
        ("   ", "The message is empty"),
        ("\u{200B}\u{200D}", "The message is empty"),
        ("dance", "Unknown command `dance`"),
        (
            &long,
            "too long for a command (405 characters, at most 300)",
        ),
        ("move e4\u{0007}", "control characters"),
        ("move e4\u{0000}", "control characters"),
        ("'; DROP TABLE games; --", "Unknown command"),
        ("move '; DROP TABLE games; --", "cannot read"),
        ("move Nf3 #1 OR 1=1", "cannot read"),
        ("♔♕♖♗♘♙ 象棋 шахматы 🎉", "Unknown command"),
        ("move 🎉🎉🎉", "cannot read"),
    ];
    for (text, why) in cases {
        room.refused("alice", text, why).await;
    }
    room.refused("alice", "move Nf3 #1 #2", "Two games named")
        .await;
    room.refused(
        "alice",
        "move Nf3 #99999999999999999999",
        "is not a game number",
    )
    .await;
    room.refused("alice", "board #18446744073709551615", "There is no game")
        .await;
    // A stranger's bad input does not even record the stranger.
    room.refused("zed", "\u{0007}", "control characters").await;
    room.refused("zed", "", "empty").await;
    assert_eq!(
        db.store
            .find_player(&Actor::new(Platform::Console, "zed", "zed"))
            .await
            .expect("reads"),
        None
    );
    let zero_width = room.ok("alice", "mo\u{200B}ve Nf3").await;
    assert!(
        zero_width.text.contains("Last move: 2. Nf3"),
        "{}",
        zero_width.text
    );
    let after = room.row(game).await;
    assert_eq!(after.moves, "e2e4 e7e5 g1f3");
    assert_eq!(
        after.version,
        row.version + 1,
        "only the one real move changed the game"
    );
    assert_eq!(
        db.store
            .challenges()
            .open_challenges(row.channel_id)
            .await
            .expect("reads"),
        challenges
    );
    db.drop_db().await;
}
on_each_database!(bad_input_gets_clear_answers_and_changes_nothing);

async fn immortal_chess_through_the_service(db: TestDb) {
    let room = Room::new(&db.store, "room");
    let game = room.start_game("alice", "bob", "immortal").await;
    assert_eq!(room.row(game).await.variant.name(), "immortal");
    room.play(game, "alice", "bob", "e4 d5 exd5 Qxd5").await;
    let refused = room
        .refused(
            "alice",
            "move Nf3",
            "You must first swap the pawn on d8 with one of your pieces",
        )
        .await;
    assert!(
        refused
            .buttons
            .iter()
            .any(|b| b.request.to_string() == "move d8b1 #1 ply:4"),
        "{:?}",
        refused.buttons
    );
    let reply = room.ok("alice", "move d8b1").await;
    assert!(reply.text.contains("Last move: 3. d8b1"), "{}", reply.text);
    assert!(reply.text.contains("Immortal chess"), "{}", reply.text);
    room.refused(
        "bob",
        "move Qd6",
        "Pieces move backward only from the last rank",
    )
    .await;
    let rules = room.ok("bob", "rules immortal").await;
    assert!(
        rules
            .text
            .starts_with("Immortal chess: nothing is ever captured."),
        "{}",
        rules.text
    );
    room.ok("bob", "set language ru").await;
    room.refused(
        "bob",
        "move Qd6",
        "Назад фигуры ходят только с последней горизонтали",
    )
    .await;
    db.drop_db().await;
}
on_each_database!(immortal_chess_through_the_service);

async fn chess_football_through_the_service(db: TestDb) {
    let room = Room::new(&db.store, "room");
    let game = room.start_game("alice", "bob", "football").await;
    room.refused(
        "alice",
        "move K@e2",
        "The king must stand on one of your goal squares",
    )
    .await;
    room.play(
        game,
        "alice",
        "bob",
        "K@d1 K@d8 P@a2 P@a7 P@b2 P@b7 N@c3 N@c6 R@h1 B@f6 N@e4 Q@h8",
    )
    .await;
    room.refused("alice", "move e4d6", "The kick-off must be a pass")
        .await;
    let kick_off = room.ok("alice", "move e4c3").await;
    assert!(
        kick_off.text.contains("Last move: 7. e4c3"),
        "numbered as the record numbers it: {}",
        kick_off.text
    );
    room.refused("bob", "move h8h1", "Only the ball holder can be tackled")
        .await;
    // The knight dribbles into e8: the goal is announced, with the
    // board as the goal left it, and Black lines up first.
    room.play(game, "bob", "alice", "a7a6 c3d5 a6a5 d5c7 a5a4")
        .await;
    let goal = room.ok("alice", "move c7e8").await;
    assert!(
        goal.text
            .contains("Goal! alice scores: alice 1–0 bob.\nThe board is cleared for a new line-up: bob places first and kicks off."),
        "{}",
        goal.text
    );
    let diagram = &goal.board.as_ref().expect("a picture").diagram;
    assert!(
        diagram.contains('♘'),
        "the scoring knight is shown: {diagram}"
    );
    room.play(
        game,
        "bob",
        "alice",
        "K@d8 K@d1 P@a7 P@a2 P@b7 P@b2 N@c6 N@c3 Q@h8 R@h1 N@e5",
    )
    .await;
    let complete = room.ok("alice", "move B@f3").await;
    assert!(
        complete
            .text
            .contains("The line-up is complete: bob kicks off from e5."),
        "{}",
        complete.text
    );
    let reply = room.ok("bob", "board").await;
    assert!(reply.text.contains("chess football"), "{}", reply.text);
    let rules = room.ok("bob", "rules football").await;
    assert!(
        rules.text.starts_with("Chess football: score more goals"),
        "{}",
        rules.text
    );
    db.drop_db().await;
}
on_each_database!(chess_football_through_the_service);

async fn football_placements_can_be_sent_ahead_each_shown_as_played(db: TestDb) {
    let room = Room::new(&db.store, "room");
    let game = room.start_game("alice", "bob", "football").await;
    let first = room.ok("alice", "move K@d1 P@a2 P@b2 N@c3").await;
    // The board as it stands: the one placement played, the rest waiting.
    let diagram = &first.board.as_ref().expect("the board").diagram;
    assert_eq!(diagram.matches('♔').count(), 1, "{diagram}");
    assert!(!diagram.contains('♙'), "{diagram}");
    assert!(first.text.contains("Last move: 1. K@d1"), "{}", first.text);
    assert!(
        first.text.contains("alice has 3 placements sent ahead."),
        "{}",
        first.text
    );
    // Bob's placement brings alice's next one at once.
    let reply = room.ok("bob", "move K@d8").await;
    assert!(reply.text.contains("Last move: 2. P@a2"), "{}", reply.text);
    assert!(reply.text.contains("alice has 2 placements sent ahead."));
    assert_eq!(room.row(game).await.moves, "K@d1 K@d8 P@a2");
    // Bob sends ahead too: both queues play out in turn.
    room.ok("bob", "move P@a7 P@b7").await;
    assert_eq!(
        room.row(game).await.moves,
        "K@d1 K@d8 P@a2 P@a7 P@b2 P@b7 N@c3"
    );
    // A placement no longer possible is dropped with the rest.
    room.ok("bob", "move N@c6 N@c6 Q@h8").await;
    let row = room.row(game).await;
    assert_eq!(row.moves, "K@d1 K@d8 P@a2 P@a7 P@b2 P@b7 N@c3 N@c6");
    let reply = room.ok("alice", "move R@h1").await;
    assert!(
        reply
            .text
            .contains("bob's placement sent ahead, N@c6, was no longer possible"),
        "{}",
        reply.text
    );
    assert!(room.row(game).await.queued.black.is_empty());
    // A takeback writes a new position: what was sent ahead goes.
    room.ok("bob", "move B@f6 Q@h8").await;
    assert_eq!(room.row(game).await.queued.black, "Q@h8");
    room.ok("bob", "takeback").await;
    room.ok("alice", "takeback").await;
    let row = room.row(game).await;
    assert!(row.queued.black.is_empty(), "{:?}", row.queued);
    assert!(row.moves.ends_with("N@c6 R@h1"), "{}", row.moves);
    // Only line-up placements go several at once.
    room.ok("bob", "move B@f6").await;
    room.ok("alice", "move N@e4").await;
    let complete = room.ok("bob", "move Q@h8").await;
    assert!(complete.board.is_some(), "the completed line-up is shown");
    room.refused("alice", "move P@a3 P@b3", "One move at a time")
        .await;
    db.drop_db().await;
}
on_each_database!(football_placements_can_be_sent_ahead_each_shown_as_played);

async fn placements_sent_ahead_follow_the_bots_own_at_once(db: TestDb) {
    let room = Room::new(&db.store, "room");
    let started = room.ok("ann", "play bot football white level 1").await;
    let game = started.board.expect("a board").game_id.get();
    room.ok("ann", "move K@d1 P@a2 P@b2").await;
    let row = room.row(game).await;
    let moves: Vec<&str> = row.moves.split_whitespace().collect();
    assert_eq!(moves.len(), 6, "{}", row.moves);
    assert_eq!((moves[0], moves[2], moves[4]), ("K@d1", "P@a2", "P@b2"));
    assert!(row.queued.white.is_empty() && row.queued.black.is_empty());
    db.drop_db().await;
}
on_each_database!(placements_sent_ahead_follow_the_bots_own_at_once);

async fn games_start_from_a_position_or_after_a_line_of_moves(db: TestDb) {
    let room = Room::new(&db.store, "room");
    room.refused(
        "alice",
        "challenge @bob fen \"8/8/8/8/8/8/4P3/4K3 w - - 0 1\"",
        "That position cannot start a game of standard chess",
    )
    .await;
    room.refused(
        "alice",
        "challenge @bob moves \"e4 e5 Ke3\"",
        "Move 3 of the line, `Ke3`, cannot be played: The king on e1 cannot move to e3",
    )
    .await;
    room.refused(
        "alice",
        "challenge @bob moves \"f3 e5 g4 Qh4#\"",
        "would be over before it begins (0-1)",
    )
    .await;
    // A position: the challenge says so, and the game starts there.
    let fen = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";
    let posted = room
        .ok("alice", &format!("challenge @bob white fen \"{fen}\""))
        .await;
    assert!(
        posted
            .text
            .contains(&format!("It starts from the position `{fen}`.")),
        "{}",
        posted.text
    );
    let accepted = room.ok("bob", "accept").await;
    let game = accepted.board.expect("a board").game_id.get();
    room.ok("alice", "move e4").await;
    let row = room.row(game).await;
    assert_eq!(
        (row.start_state.as_str(), row.moves.as_str()),
        (fen, "e2e4")
    );
    let record = room
        .ok("alice", "pgn")
        .await
        .files
        .into_iter()
        .next()
        .expect("the record");
    let pgn = String::from_utf8(record.bytes).expect("text");
    assert!(
        pgn.contains("[SetUp \"1\"]") && pgn.contains(&format!("[FEN \"{fen}\"]")),
        "{pgn}"
    );
    // A line of moves against the bot: the game begins after them and
    // the bot, to move, answers at once.
    let bot = room
        .ok(
            "carol",
            "play bot white moves \"1. e4 e5 2. Nf3 Nc6 3. Bc4\"",
        )
        .await;
    let game = bot.board.expect("a board").game_id.get();
    let row = room.row(game).await;
    assert!(
        row.moves.starts_with("e2e4 e7e5 g1f3 b8c6 f1c4 "),
        "{}",
        row.moves
    );
    assert_eq!(row.moves.split_whitespace().count(), 6, "the bot's answer");
    // Crazyhouse from its own FEN, pockets included.
    room.ok(
        "dave",
        "challenge @erin crazyhouse fen \"4k3/8/8/8/8/8/8/4K2R[Nn] w K - 0 1\"",
    )
    .await;
    let accepted = room.ok("erin", "accept").await;
    assert!(accepted.board.is_some());
    db.drop_db().await;
}
on_each_database!(games_start_from_a_position_or_after_a_line_of_moves);

#[tokio::test]
async fn a_challenge_that_names_no_one_sent_in_answer_to_someone_is_for_them() {
    let db = TestDb::sqlite().await;
    let room = Room::new(&db.store, "room");
    // Answering Bob: the challenge is Bob's to accept.
    let reply = room
        .say_replying("alice", "bob", "challenge crazyhouse")
        .await;
    assert!(!reply.is_refused(), "{}", reply.text);
    assert!(reply.text.contains("@bob"), "{}", reply.text);
    assert_eq!(reply.pings, vec![support::room::user("bob")]);
    room.refused("carol", "accept", "waiting for you").await;
    room.ok("bob", "accept").await;
    // Naming someone else, or the bot, wins over the answer.
    let named = room.say_replying("dave", "bob", "challenge @erin").await;
    assert!(
        !named.is_refused() && named.text.contains("@erin"),
        "{}",
        named.text
    );
    assert_eq!(named.pings, vec![support::room::user("erin")]);
    let bot = room.say_replying("frank", "bob", "challenge level 2").await;
    assert!(bot.board.is_some(), "a game against the bot: {}", bot.text);
    // Answering oneself is no one else: the challenge is open.
    let open = room.say_replying("gina", "gina", "challenge").await;
    assert!(!open.is_refused() && open.pings.is_empty(), "{}", open.text);
    room.ok("henry", "accept").await;
    db.drop_db().await;
}

#[tokio::test]
async fn buttons_carry_requests_that_read_back_and_replies_say_what_they_settle() {
    use kibitz::chat::{ButtonRole, Settled};
    use kibitz::service::commands::COMMANDS;
    let db = TestDb::sqlite().await;
    let room = Room::new(&db.store, "room");
    let challenge = room.ok("alice", "challenge @bob white").await;
    let roles: Vec<ButtonRole> = challenge.buttons.iter().map(|b| b.role).collect();
    assert_eq!(
        roles,
        [ButtonRole::Confirm, ButtonRole::Danger, ButtonRole::Danger]
    );
    for button in &challenge.buttons {
        assert_eq!(
            COMMANDS.parse(&button.request.to_string()),
            Ok(button.request.clone())
        );
    }
    assert_eq!(challenge.settles, None);
    let accepted = room.ok("bob", "accept").await;
    assert_eq!(accepted.settles, Some(Settled::Challenge));
    // The player to move is called on; no one else.
    assert_eq!(accepted.pings, vec![support::room::user("alice")]);
    let moved = room.ok("alice", "move e4").await;
    assert_eq!(
        (moved.settles, moved.pings.clone()),
        (None, vec![support::room::user("bob")])
    );
    let resign = moved
        .buttons
        .iter()
        .find(|b| b.role == ButtonRole::Danger)
        .expect("a resign button");
    assert_eq!(resign.request.to_string(), "resign ask #1 ply:1");
    // The button asks first, privately; nothing changes until confirmed.
    let question = room.ok("bob", &resign.request.to_string()).await;
    assert_eq!(question.kind, ReplyKind::Private);
    assert_eq!(question.text, "bob, resign game #1 against alice?");
    let answers: Vec<String> = question
        .buttons
        .iter()
        .map(|b| b.request.to_string())
        .collect();
    assert_eq!(
        answers,
        ["resign confirm black #1", "resign cancel black #1"]
    );
    for button in &question.buttons {
        assert_eq!(
            COMMANDS.parse(&button.request.to_string()),
            Ok(button.request.clone())
        );
    }
    room.refused("alice", &answers[0], "That question was for bob")
        .await;
    room.refused("alice", &answers[1], "That question was for bob")
        .await;
    let cancelled = room.ok("bob", &answers[1]).await;
    assert_eq!(
        (cancelled.kind, cancelled.settles, cancelled.text.as_str()),
        (
            ReplyKind::Private,
            Some(Settled::Question),
            "You play on in game #1."
        )
    );
    assert_eq!(support::result(&room.row(1).await), None, "still played");
    // A stale Resign button is refused like any other.
    room.ok("bob", "move e5").await;
    room.refused("bob", &resign.request.to_string(), "has moved on")
        .await;
    let ended = room.ok("bob", &answers[0]).await;
    assert_eq!(ended.settles, Some(Settled::Game));
    assert!(ended.pings.is_empty());
    let rematch: Vec<String> = ended
        .buttons
        .iter()
        .map(|b| b.request.to_string())
        .collect();
    assert_eq!(rematch, ["rematch #1"], "only a rematch is offered");
    let declined = {
        room.ok("carol", "challenge @dave").await;
        room.ok("dave", "decline").await
    };
    assert_eq!(declined.settles, Some(Settled::Challenge));
    db.drop_db().await;
}

async fn offers_are_declined_by_button_or_word_and_a_claimable_draw_is_offered(db: TestDb) {
    use kibitz::chat::ButtonRole;
    let room = Room::new(&db.store, "room");
    let game = room.start_game("alice", "bob", "").await;
    room.ok("alice", "move e4").await;
    room.refused(
        "bob",
        "decline draw",
        "There is no draw offer to decline in game #1",
    )
    .await;
    let offer = room.ok("alice", "draw").await;
    let labels: Vec<(&str, ButtonRole)> = offer
        .buttons
        .iter()
        .map(|b| (b.label.as_str(), b.role))
        .collect();
    assert_eq!(
        labels,
        [
            ("Accept draw", ButtonRole::Confirm),
            ("Decline draw", ButtonRole::Danger),
            ("Resign", ButtonRole::Danger)
        ]
    );
    let decline = offer.buttons[1].request.to_string();
    assert_eq!(decline, "decline draw #1 ply:1");
    room.refused("alice", &decline, "You made that draw offer yourself")
        .await;
    room.refused("carol", &decline, "You are not playing in game #1")
        .await;
    let declined = room.ok("bob", &decline).await;
    assert!(
        declined
            .text
            .contains("bob declines the draw offer; the game goes on."),
        "{}",
        declined.text
    );
    assert_eq!(room.row(game).await.draw_offer, None);
    assert_eq!(room.row(game).await.moves, "e2e4", "no move was made");
    // A pressed button of an earlier board is refused by its ply.
    room.ok("alice", "draw").await;
    room.ok("bob", "move e5").await;
    room.ok("alice", "takeback").await;
    let declined = room.ok("bob", "decline takeback").await;
    assert!(
        declined.text.contains("bob declines the takeback"),
        "{}",
        declined.text
    );
    assert_eq!(room.row(game).await.takeback_offer, None);
    assert_eq!(room.row(game).await.moves, "e2e4 e7e5");
    // Knights back and forth: at the third repetition the board says a
    // draw may be claimed, with a button that claims it.
    room.play(game, "alice", "bob", "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1")
        .await;
    let before = room.ok("alice", "board").await;
    assert!(
        !before.text.contains("A draw may be claimed"),
        "{}",
        before.text
    );
    let repeated = room.ok("bob", "move Ng8").await;
    assert!(
        repeated.text.contains(
            "A draw may be claimed (the same position for the third time): press Claim draw or write `claim`."
        ),
        "{}",
        repeated.text
    );
    let claim = repeated
        .buttons
        .iter()
        .find(|b| b.label == "Claim draw")
        .expect("a claim button");
    assert_eq!(claim.role, ButtonRole::Primary);
    let claimed = room.ok("alice", &claim.request.to_string()).await;
    assert!(
        claimed.text.contains("Draw by threefold repetition."),
        "{}",
        claimed.text
    );
    assert_eq!(
        support::end_reason(&room.row(game).await),
        Some("threefold-repetition")
    );
    db.drop_db().await;
}
on_each_database!(offers_are_declined_by_button_or_word_and_a_claimable_draw_is_offered);

#[tokio::test]
async fn a_chats_language_is_for_its_managers_and_not_for_a_direct_chat() {
    let db = TestDb::sqlite().await;
    let room = Room::new(&db.store, "room");
    room.refused(
        "alice",
        "set chat ru",
        "Only the chat's managers may change its language",
    )
    .await;
    room.direct("alice")
        .refused(
            "alice",
            "set chat ru",
            "`set chat` sets the language of a group chat",
        )
        .await;
    assert!(room.ok("alice", "help").await.text.starts_with("Commands"));
    db.drop_db().await;
}

/// An outbox that gives the posts the ids it is scripted with, and keeps
/// what it posted, answered, opened and bared.
#[derive(Default)]
struct Scripted {
    ids: std::sync::Mutex<std::collections::VecDeque<String>>,
    /// Where each post or answer went, with its text.
    posted: std::sync::Mutex<Vec<(String, String)>>,
    /// The messages whose buttons were taken off.
    bared: std::sync::Mutex<Vec<String>>,
    /// The thread it opens when asked, with the link to it.
    thread: Option<(kibitz::chat::Place, String)>,
}

impl Scripted {
    /// Posts that get these ids, in turn.
    fn giving(ids: &[&str]) -> Scripted {
        Scripted {
            ids: std::sync::Mutex::new(ids.iter().map(|id| (*id).to_owned()).collect()),
            ..Scripted::default()
        }
    }

    fn bared(&self) -> Vec<String> {
        std::mem::take(&mut self.bared.lock().expect("lock"))
    }

    fn posted(&self) -> Vec<(String, String)> {
        std::mem::take(&mut self.posted.lock().expect("lock"))
    }

    fn note(&self, place: &kibitz::chat::Place, reply: &Reply) -> Option<String> {
        self.posted
            .lock()
            .expect("lock")
            .push((place.channel_id.clone(), reply.text.clone()));
        self.ids.lock().expect("lock").pop_front()
    }
}

#[async_trait::async_trait]
impl kibitz::chat::Outbox for Scripted {
    async fn deliver(
        &self,
        notice: &kibitz::chat::Notice,
    ) -> Result<(), kibitz::chat::DeliveryError> {
        self.post(notice).await.map(|_| ())
    }

    async fn post(
        &self,
        notice: &kibitz::chat::Notice,
    ) -> Result<Option<String>, kibitz::chat::DeliveryError> {
        let kibitz::chat::Recipient::Channel(place) = &notice.to else {
            return Ok(None);
        };
        Ok(self.note(place, &notice.reply))
    }

    async fn answer(
        &self,
        place: &kibitz::chat::Place,
        reply: &Reply,
    ) -> Result<Option<String>, kibitz::chat::DeliveryError> {
        Ok(self.note(place, reply))
    }

    async fn open_thread(
        &self,
        _home: &kibitz::chat::Place,
        _thread: &kibitz::chat::NewThread,
    ) -> Result<kibitz::chat::OpenedThread, kibitz::chat::DeliveryError> {
        let (place, link) = self.thread.clone().expect("a thread to open");
        Ok(kibitz::chat::OpenedThread { place, link })
    }

    async fn take_buttons_off(&self, _place: &kibitz::chat::Place, message_id: &str) {
        self.bared.lock().expect("lock").push(message_id.to_owned());
    }
}

async fn only_a_games_newest_board_is_live_whichever_process_posts_first(db: TestDb) {
    use kibitz::chat::{BoardPicture, Button, ButtonRole, NoticeKind};
    use kibitz::command::{Command, Request};
    use kibitz::service::Asked;
    let room = Room::new(&db.store, "room");
    let game = kibitz::model::GameId(room.start_game("alice", "bob", "").await);
    let service = &room.service;
    // A board of the game after `ply` moves, posted unasked in `place`
    // as message `id`: the messages that lose their buttons.
    let shown = |place: kibitz::chat::Place, ply: u32, id: &'static str| async move {
        let board = Reply::done(format!("board {ply}"))
            .with_board(Some(BoardPicture {
                game_id: game,
                ply,
                png: Vec::new(),
                diagram: String::new(),
            }))
            .with_buttons(vec![Button::new(
                "Resign".into(),
                Request::new(Command::Resign(kibitz::command::ResignStep::Ask)).about(game),
                ButtonRole::Danger,
            )]);
        let outbox = Scripted::giving(&[id]);
        let asked = Asked::Unasked {
            kind: NoticeKind::Update,
            game_id: Some(game),
        };
        service
            .publish(board, &place, &outbox, asked)
            .await
            .expect("posted");
        outbox.bared()
    };
    let here = || room.place.clone();
    assert_eq!(shown(here(), 0, "m1").await, Vec::<String>::new());
    // The next board replaces it: the first loses its buttons.
    assert_eq!(shown(here(), 1, "m2").await, ["m1"]);
    // The same board reported again changes nothing.
    assert_eq!(shown(here(), 1, "m2").await, Vec::<String>::new());
    // A board of ply 3 posted before one of ply 2 arrives: the late
    // board of the earlier position is the one to bare.
    assert_eq!(shown(here(), 3, "m4").await, ["m2"]);
    assert_eq!(shown(here(), 2, "m3").await, ["m3"]);
    // Another chat's board of the same game is its own.
    let other = room.elsewhere("other");
    assert_eq!(
        shown(other.place.clone(), 3, "x1").await,
        Vec::<String>::new()
    );
    assert_eq!(shown(here(), 4, "m5").await, ["m4"]);
    db.drop_db().await;
}
on_each_database!(only_a_games_newest_board_is_live_whichever_process_posts_first);

/// A chat's managers put its games in threads, from the chat or any of its
/// topics: a game started in the chat asks for a thread of its own (or says
/// why it cannot have one); once the adapter reports the thread opened, the
/// game is played there, commands typed there address it without a number,
/// and a rematch there stays there.
async fn games_move_to_the_threads_their_chats_managers_asked_for(db: TestDb) {
    use kibitz::chat::{Message, Place, ThreadLack, Threads};
    use kibitz::clock::ManualClock;
    use kibitz::service::Service;
    use std::sync::Arc;

    let clock = ManualClock::new(support::room::start_time());
    let service = Service::new(db.store.clone(), Arc::new(clock));
    let chat = Place::new(Platform::Telegram, "-100500");
    let topic = |id: u32| {
        Place::new(Platform::Telegram, format!("-100500/{id}"))
            .in_community("-100500")
            .in_thread_of("-100500")
    };
    let person = |id: &str, name: &str| Actor::new(Platform::Telegram, id, name);
    let (alice, bob, carol, olga) = (
        person("1", "alice"),
        person("2", "bob"),
        person("3", "carol"),
        person("4", "olga"),
    );
    let able = |text: &str| Message::text(text).with_threads(Threads::Able);
    let set = service
        .answer_to(
            &olga,
            &topic(5),
            &able("set games thread").from_a_manager(true),
        )
        .await;
    assert!(!set.is_refused(), "{}", set.text);
    let challenge = |threads: Threads| {
        Message::text("challenge @bob white")
            .mentioning("@bob", bob.clone())
            .with_threads(threads)
    };
    let warned = service
        .answer_to(
            &alice,
            &chat,
            &challenge(Threads::Lacking(ThreadLack::TopicRight)),
        )
        .await;
    assert!(
        warned.text.contains("I may not manage topics here"),
        "{}: {}",
        db.kind(),
        warned.text
    );
    assert!(
        !service
            .answer_to(&alice, &chat, &Message::text("cancel"))
            .await
            .is_refused()
    );
    service
        .answer_to(&alice, &chat, &challenge(Threads::Able))
        .await;
    let accepted = service.answer_to(&bob, &chat, &able("accept")).await;
    let thread = accepted.thread.clone().expect("a thread for the game");
    assert_eq!(thread.name, "#1 alice vs bob, standard chess");
    assert_eq!(thread.quiet_minutes, 1440);
    // Published, the game's board goes to the thread the outbox opens,
    // and the chat gets a line about it.
    let opening = |id: u32, link: &str| Scripted {
        thread: Some((topic(id), link.to_owned())),
        ..Scripted::default()
    };
    let outbox = opening(7, "https://t.me/c/500/7");
    service
        .publish(
            accepted.clone(),
            &chat,
            &outbox,
            kibitz::service::Asked::Typed,
        )
        .await
        .expect("published");
    let posted = outbox.posted();
    assert_eq!(
        posted[0],
        (
            "-100500".to_owned(),
            "Game #1 is played in its own thread: https://t.me/c/500/7".to_owned()
        )
    );
    assert_eq!(posted[1].0, "-100500/7", "{posted:?}");
    assert_eq!(posted[1].1, accepted.text);
    // A game moves once: published again, its board stays in the chat.
    let again = opening(8, "elsewhere");
    service
        .publish(
            accepted.clone(),
            &chat,
            &again,
            kibitz::service::Asked::Typed,
        )
        .await
        .expect("published");
    let posted = again.posted();
    assert_eq!(posted.len(), 1, "{posted:?}");
    assert_eq!(posted[0].0, "-100500", "a game moves once");
    let in_chat = service
        .answer_to(&alice, &chat, &Message::text("move e4"))
        .await;
    assert!(in_chat.is_refused(), "{}", in_chat.text);
    let moved = service
        .answer_to(&alice, &topic(7), &Message::text("move e4"))
        .await;
    assert!(!moved.is_refused(), "{}", moved.text);
    let shown = service
        .answer_to(&carol, &topic(7), &Message::text("board"))
        .await;
    assert!(shown.text.contains("Game #1"), "{}", shown.text);
    let resigned = service
        .answer_to(&bob, &topic(7), &Message::text("resign"))
        .await;
    assert!(!resigned.is_refused(), "{}", resigned.text);
    service.answer_to(&alice, &topic(7), &able("rematch")).await;
    let rematch = service.answer_to(&bob, &topic(7), &able("rematch")).await;
    assert!(!rematch.is_refused(), "{}", rematch.text);
    assert!(
        rematch.thread.is_none(),
        "a game's thread opens none of its own"
    );
    let shown = service
        .answer_to(&carol, &topic(7), &Message::text("board"))
        .await;
    assert!(shown.text.contains("Game #2"), "{}", shown.text);
    let here = service
        .answer_to(
            &olga,
            &chat,
            &Message::text("set games here").from_a_manager(true),
        )
        .await;
    assert!(!here.is_refused(), "{}", here.text);
    service
        .answer_to(&alice, &chat, &challenge(Threads::Able))
        .await;
    let accepted = service.answer_to(&bob, &chat, &able("accept")).await;
    assert!(accepted.thread.is_none(), "{}", accepted.text);
    db.drop_db().await;
}
on_each_database!(games_move_to_the_threads_their_chats_managers_asked_for);

async fn a_game_across_two_chats_gets_a_thread_in_each_that_wants_one(db: TestDb) {
    use kibitz::chat::{Message, Place, Threads};
    use kibitz::clock::ManualClock;
    use kibitz::service::{Asked, Service};
    use std::sync::Arc;

    let clock = ManualClock::new(support::room::start_time());
    let service = Service::new(db.store.clone(), Arc::new(clock));
    let channel = Place::new(Platform::Discord, "700").in_community("600");
    let thread = Place::new(Platform::Discord, "701")
        .in_community("600")
        .in_thread_of("700");
    let group = Place::new(Platform::Telegram, "-100900");
    let topic = Place::new(Platform::Telegram, "-100900/7")
        .in_community("-100900")
        .in_thread_of("-100900");
    let alice = Actor::new(Platform::Discord, "1", "alice");
    let bob = Actor::new(Platform::Telegram, "2", "bob");
    let able = |text: &str| Message::text(text).with_threads(Threads::Able);
    for (manager, place) in [(&alice, &channel), (&bob, &group)] {
        let set = service
            .answer_to(
                manager,
                place,
                &able("set games thread").from_a_manager(true),
            )
            .await;
        assert!(!set.is_refused(), "{}", set.text);
    }
    let offered = service
        .answer_to(&alice, &channel, &able("challenge"))
        .await;
    assert!(!offered.is_refused(), "{}", offered.text);
    // Bob takes it up from his Telegram group: his answer asks for a topic
    // there, and published, the game moves into it (as its second chat).
    let accepted = service.answer_to(&bob, &group, &able("accept 1")).await;
    assert!(accepted.thread.is_some(), "{}", accepted.text);
    let game = accepted.board.as_ref().expect("a board").game_id;
    let opening = |place: &Place, link: &str| Scripted {
        thread: Some((place.clone(), link.to_owned())),
        ..Scripted::default()
    };
    let telegram = opening(&topic, "https://t.me/c/900/7");
    service
        .publish(accepted, &group, &telegram, Asked::Typed)
        .await
        .expect("published");
    let posted = telegram.posted();
    assert_eq!(posted[1].0, "-100900/7", "{posted:?}");
    // Alice's channel is owed the first board: the scheduler opens the
    // game's thread there and posts it in it.
    let discord = opening(&thread, "<#701>");
    service
        .run_due(&discord, 100, TimeDelta::minutes(2))
        .await
        .expect("a pass");
    let posted = discord.posted();
    assert_eq!(
        posted.iter().map(|(at, _)| at.as_str()).collect::<Vec<_>>(),
        ["700", "701"],
        "{posted:?}"
    );
    assert!(posted[0].1.contains("<#701>"), "{}", posted[0].1);
    let row = db.store.game(game).await.expect("read").expect("the game");
    let (home, away) = (
        db.store.find_channel(&thread).await.expect("read"),
        db.store.find_channel(&topic).await.expect("read"),
    );
    assert_eq!((Some(row.channel_id), row.also_channel_id), (home, away));
    // Moves are the game's in its thread and its topic; no longer in the
    // chats they opened in.
    let white_first = row.white_id
        == db
            .store
            .find_player(&alice)
            .await
            .expect("read")
            .expect("alice")
            .id;
    let (first, first_at, second, second_at) = if white_first {
        (&alice, &thread, &bob, &topic)
    } else {
        (&bob, &topic, &alice, &thread)
    };
    let stray = service
        .answer_to(first, &first_at.home(), &Message::text("move e4"))
        .await;
    assert!(stray.is_refused(), "{}", stray.text);
    for (who, place, san) in [(first, first_at, "e4"), (second, second_at, "e5")] {
        let moved = service
            .answer_to(who, place, &Message::text(format!("move {san}")))
            .await;
        assert!(!moved.is_refused(), "{}", moved.text);
    }
    db.drop_db().await;
}
on_each_database!(a_game_across_two_chats_gets_a_thread_in_each_that_wants_one);

/// An update's effect is made once, however often the update is handled
/// (a process took it over from one that seemed stopped): the write of a
/// second handling finds the update marked handled in the transaction that
/// made its effect, and is rolled back, though its move is legal again.
async fn an_updates_effect_is_made_once_however_often_it_is_handled(db: TestDb) {
    use kibitz::service::intake::Outcome;
    let room = Room::new(&db.store, "room");
    room.ok("alice", "challenge @bob white").await;
    room.ok("bob", "accept").await;
    let now = chrono::Utc::now();
    let lease = now + TimeDelta::minutes(1);
    let handle = |id: &'static str, who: &'static str, text: &'static str| {
        let room = &room;
        async move {
            match room.say_as_update(id, who, text).await {
                Outcome::Replayed => (None, true),
                outcome => (outcome.reply(), false),
            }
        }
    };
    for (id, who, text) in [
        ("1", "alice", "move Nf3"),
        ("2", "bob", "move Nf6"),
        ("3", "alice", "move Ng1"),
        ("4", "bob", "move Ng8"),
    ] {
        db.store
            .receive_update(Platform::Telegram, id, None, now, ("a test", lease))
            .await
            .expect("recorded");
        let (reply, replayed) = handle(id, who, text).await;
        let reply = reply.expect("an answer");
        assert_eq!(reply.kind, ReplyKind::Done, "{}: {}", db.kind(), reply.text);
        assert!(!replayed);
    }
    let before = db
        .store
        .game(kibitz::model::GameId(1))
        .await
        .expect("read")
        .expect("game 1");
    assert_eq!(before.moves, "g1f3 g8f6 f3g1 f6g8", "{}", db.kind());
    // Update 1 handled a second time.
    let (_, replayed) = handle("1", "alice", "move Nf3").await;
    assert!(replayed, "{}: the second handling is a replay", db.kind());
    let after = db
        .store
        .game(kibitz::model::GameId(1))
        .await
        .expect("read")
        .expect("game 1");
    assert_eq!(after.moves, before.moves, "{}", db.kind());
    assert_eq!(after.version, before.version, "{}", db.kind());
    // A new update makes the same move.
    db.store
        .receive_update(Platform::Telegram, "5", None, now, ("a test", lease))
        .await
        .expect("recorded");
    let (reply, replayed) = handle("5", "alice", "move Nf3").await;
    let reply = reply.expect("an answer");
    assert_eq!(reply.kind, ReplyKind::Done, "{}: {}", db.kind(), reply.text);
    assert!(!replayed);
    // Old records go; newer ones stay.
    assert_eq!(
        db.store
            .prune_updates(now - TimeDelta::minutes(1))
            .await
            .expect("pruned"),
        0
    );
    assert_eq!(
        db.store
            .prune_updates(now + TimeDelta::minutes(1))
            .await
            .expect("pruned"),
        5
    );
    db.drop_db().await;
}
on_each_database!(an_updates_effect_is_made_once_however_often_it_is_handled);

/// Every refusal is a sentence that ends as one, in both languages: each
/// kind of bad input a new player meets (commands with nothing to act on,
/// unknown words, illegal moves, lines that cannot be played) is refused
/// with a text whose last character closes it.
async fn every_refusal_ends_with_a_full_stop_in_both_languages(db: TestDb) {
    let room = Room::new(&db.store, "room");
    room.ok("bob", "help").await;
    let bad = [
        "move e4",
        "accept",
        "decline",
        "cancel #7",
        "resign #99",
        "draw",
        "takeback",
        "abort",
        "claim",
        "moretime",
        "rematch",
        "board #999",
        "pgn #999",
        "gif #999",
        "page",
        "premove Nf3",
        "set board sideways",
        "set theme plaid",
        "set language xx",
        "vacation maybe",
        "rules shogi",
        "help shogi",
        "profile @nobody",
        "history @nobody",
        "challenge @alice",
        "challenge @bob moves \"e4 e5 Ke3\"",
        "challenge @bob days 4",
        "frobnicate",
    ];
    let in_a_game = ["move Ke3", "move e5", "move Qh5", "move K@d1", "draw yes"];
    // After alice's move: lines sent ahead, and a move out of turn.
    let after_a_move = ["premove e5 Ke3", "premove e5 Nf3; e5 Nc3", "move d4"];
    for language in ["en", "ru"] {
        room.ok("alice", &format!("set language {language}")).await;
        let mut unfinished = Vec::new();
        for text in bad {
            let reply = room.say("alice", text).await;
            if reply.is_refused() && !ends_a_sentence(&reply.text) {
                unfinished.push(format!("{text}: {}", reply.text));
            }
        }
        let game = room.start_game("alice", "bob", "days 3").await;
        for text in in_a_game {
            let reply = room.say("alice", text).await;
            assert!(reply.is_refused(), "{text}: {}", reply.text);
            if !ends_a_sentence(&reply.text) {
                unfinished.push(format!("{text}: {}", reply.text));
            }
        }
        room.ok("alice", "move e4").await;
        for text in after_a_move {
            let reply = room.say("alice", text).await;
            assert!(reply.is_refused(), "{text}: {}", reply.text);
            if !ends_a_sentence(&reply.text) {
                unfinished.push(format!("{text}: {}", reply.text));
            }
        }
        room.ok("alice", &format!("resign #{game}")).await;
        assert!(unfinished.is_empty(), "{language}: {unfinished:#?}");
    }
    db.drop_db().await;
}
on_each_database!(every_refusal_ends_with_a_full_stop_in_both_languages);

/// Whether a text's last line ends as a sentence does.
fn ends_a_sentence(text: &str) -> bool {
    text.trim_end()
        .chars()
        .last()
        .is_some_and(|last| matches!(last, '.' | '!' | '?' | '…' | ')' | '»'))
}
