//! Test support for the end-to-end tests: a fake Discord, interaction payloads, the bot
//! process started exactly as `breaker run` ([`harness::Harness`]: the one start), and
//! the one runner of the `breaker` command ([`cli`]).
#![allow(dead_code)] // each test binary uses part of the support

pub mod bot;
pub mod cli;
pub mod fake_discord;
pub mod harness;
pub mod interactions;
pub mod metrics;
pub mod null_bot;
pub mod registered;
pub mod session;
