//! The bot's tests, one binary: each module is one area, run against the
//! real parts (SQLite and Postgres stores, the serenity and teloxide
//! clients against stand-ins on 127.0.0.1, a headless browser, the
//! `kibitz` binary). `support` is compiled once for all of them.

mod support;

mod analysis;
mod bot;
mod cli;
mod concurrency;
mod console;
mod discord;
mod discord_endpoint;
mod discord_shards;
mod health;
mod linking;
mod live_clocks;
mod messages;
mod mini_app;
mod mirrored;
mod page_connections;
mod page_language;
mod page_layout;
mod pasted;
mod privacy;
mod puzzle_pages;
mod puzzles;
mod ratings;
mod round_trips;
mod schedule;
mod seeks;
mod service;
mod store;
mod telegram;
mod telegram_chats;
mod telegram_pacing;
mod tournament_commands;
mod tournaments;
mod two_chats;
mod web;
