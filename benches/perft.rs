//! `cargo bench --bench perft`: move-generation speed (see docs/benchmarks.md).

use breaker::games::{breach, breakthrough, perft::perft};
use criterion::{criterion_group, criterion_main, Criterion};

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    let bt = breakthrough::Position::new(8, 8).unwrap();
    group.bench_function("breakthrough 8x8 perft(6) = 149264638", |b| {
        b.iter(|| assert_eq!(perft(&bt, 6), 149_264_638))
    });
    let br = breach::Position::new(10).unwrap();
    group.bench_function("breach 10x10 perft(2) = 485100", |b| {
        b.iter(|| assert_eq!(perft(&br, 2), 485_100))
    });
    group.bench_function("breach 10x10 perft(3) = 2265127704", |b| {
        b.iter(|| assert_eq!(perft(&br, 3), 2_265_127_704))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
