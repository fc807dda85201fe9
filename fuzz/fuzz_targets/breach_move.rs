#![no_main]
//! `breaker::fuzz::breach_move` under libFuzzer: `cargo +nightly fuzz run breach_move`.

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| breaker::fuzz::breach_move(data));
