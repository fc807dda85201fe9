# Breaker in a container: `docker build -t breaker .`, then see compose.yaml or the
# README ("Running in production"). The database lives on the /data volume.

# Build: the same toolchain as CI, the exact Cargo.lock.
FROM rust:1.95-bookworm AS builder
WORKDIR /src
COPY . .
RUN cargo build --release --locked --bin breaker \
 && install -m 0755 target/release/breaker /usr/local/bin/breaker

# Run: a small image with only the binary (SQLite and the font are compiled in).
FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --system --uid 10001 --home-dir /data --shell /usr/sbin/nologin breaker \
 && mkdir -p /data && chown breaker:breaker /data
COPY --from=builder /usr/local/bin/breaker /usr/local/bin/breaker
USER breaker
WORKDIR /data
ENV DATABASE_PATH=/data/breaker.db \
    RUST_LOG=warn,breaker=info
VOLUME ["/data"]
# `docker stop` sends SIGTERM: Breaker closes the gateway and exits cleanly.
ENTRYPOINT ["breaker", "run"]
