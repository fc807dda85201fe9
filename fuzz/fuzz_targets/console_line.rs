#![no_main]
//! `breaker::fuzz::console_line` under libFuzzer: `cargo +nightly fuzz run console_line`.

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| breaker::fuzz::console_line(data));
