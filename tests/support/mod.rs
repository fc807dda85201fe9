//! Test support for the end-to-end tests: a fake Discord, interaction payloads, and the
//! bot process started exactly as `breaker run`.
#![allow(dead_code)] // each test binary uses part of the support

pub mod bot;
pub mod fake_discord;
pub mod interactions;
pub mod metrics;
pub mod registered;
