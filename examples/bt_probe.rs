// Temporary probe (removed before hand-off).
use breaker::ai::{breakthrough, Limits};
use breaker::games::{breakthrough::Position, Game};
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let mut pos: Position = args[1].parse().unwrap();
    let ms: u64 = args[2].parse().unwrap();
    let lv: Vec<u8> = args.get(3).map(|s| s.split(',').map(|x| x.parse().unwrap()).collect()).unwrap_or(vec![5]);
    let plies: usize = args.get(4).map(|s| s.parse().unwrap()).unwrap_or(1);
    for _ in 0..plies {
        if pos.outcome().is_over() { println!("{:?}", pos.outcome()); break; }
        let t = std::time::Instant::now();
        let level = lv[(pos.turn() as usize) % lv.len()];
        let a = breakthrough::analyse(&pos, level, &Limits::time(ms)).unwrap();
        println!("{pos}  {} score {} depth {} nodes {} {:.2}s", a.best, a.score, a.depth, a.nodes, t.elapsed().as_secs_f64());
        pos = pos.play(a.best).unwrap();
    }
}
