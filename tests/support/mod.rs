//! Test support for the end-to-end test: a fake Discord, interaction payloads, and the bot
//! process started exactly as `breaker run`.

pub mod bot;
pub mod fake_discord;
pub mod interactions;
