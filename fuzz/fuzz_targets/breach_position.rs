#![no_main]
//! `breaker::fuzz::breach_position` under libFuzzer: `cargo +nightly fuzz run breach_position`.

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| breaker::fuzz::breach_position(data));
