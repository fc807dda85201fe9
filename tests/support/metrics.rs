//! The bot's Prometheus endpoint (`METRICS_ADDR`), read the way a scraper does.

use std::io::{Read, Write};
use std::time::{Duration, Instant};

/// A free local address for `METRICS_ADDR`.
pub fn free_port() -> String {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    listener.local_addr().unwrap().to_string()
}

/// The metrics text at `addr` (the body of `GET /metrics`), waiting up to 30 s for the
/// bot to listen.
pub fn scrape(addr: &str) -> String {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        if let Ok(mut stream) = std::net::TcpStream::connect(addr) {
            stream
                .write_all(b"GET /metrics HTTP/1.0\r\nHost: localhost\r\n\r\n")
                .unwrap();
            let mut out = String::new();
            stream.read_to_string(&mut out).unwrap();
            assert!(
                out.starts_with("HTTP/1.0 200") || out.starts_with("HTTP/1.1 200"),
                "{out}"
            );
            return out
                .split_once("\r\n\r\n")
                .map_or(out.clone(), |(_, b)| b.to_string());
        }
        assert!(Instant::now() < deadline, "nothing listens on {addr}");
        std::thread::sleep(Duration::from_millis(100));
    }
}
