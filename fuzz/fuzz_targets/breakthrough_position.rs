#![no_main]
//! `breaker::fuzz::breakthrough_position` under libFuzzer: `cargo +nightly fuzz run breakthrough_position`.

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| breaker::fuzz::breakthrough_position(data));
