#![no_main]
//! `breaker::fuzz::option_value` under libFuzzer: `cargo +nightly fuzz run option_value`.

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| breaker::fuzz::option_value(data));
