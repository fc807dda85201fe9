//! Breaker: Breakthrough and Breach by message. See the README and shared/DESIGN.md.
pub mod ai;
pub mod cli;
pub mod games;
pub mod render;
