#![no_main]
//! `breaker::fuzz::breakthrough_move` under libFuzzer: `cargo +nightly fuzz run breakthrough_move`.

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| breaker::fuzz::breakthrough_move(data));
