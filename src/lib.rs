//! Breaker: Breakthrough and Breach by message. Users: README.md and docs/; contributors:
//! ARCHITECTURE.md (the layers, a map of the code, one move file by file).
pub mod ai;
pub mod analysis;
pub mod cli;
pub mod config;
pub mod console;
pub mod discord;
pub mod fuzz;
pub mod games;
pub mod i18n;
pub mod ladder;
pub mod metrics;
pub mod rating;
pub mod render;
pub mod service;
pub mod shards;
pub mod store;
pub mod time;
pub mod tournament;
