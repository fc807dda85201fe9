//! Maximum weight matching in a general graph (Edmonds' blossom algorithm with dual
//! variables, after Galil's exposition and Van Rantwijk's well-known implementation),
//! kept between solves so that an edit costs only what it disturbs.
//!
//! [`Matcher`] keeps a dense symmetric table of edge weights (zero = no edge) that the
//! pairing procedure edits between solves, the way bbpPairings drives its matching
//! computer. The matching, the dual variables and the blossoms survive a solve. Before
//! the next one, each vertex whose edges changed is first kept if it can be: taken out of
//! its blossoms, its dual set so that its matched edge is tight; once all have moved, a
//! kept vertex whose edges are not all feasible is freed after all (unmatched, with its
//! mate, and given the least dual its edges allow, as bbpPairings does with a large one).
//! The solve then needs about one augmentation per freed vertex instead of a whole new
//! matching; when half the vertices are freed it starts over, from a greedy matching.
//! Exposed vertices may then have different duals: trees grow only from those whose dual
//! is positive, and one whose dual reaches zero is left exposed (optimal: an unmatched
//! vertex needs a zero dual, nothing more).
//!
//! Pairs fixed with [`Matcher::finalize`] keep only their own edge, so every maximum
//! matching contains them, and leave every loop once matched.
//!
//! Measured (`breaker bench pairing` on a quiet machine, one core): a round of 200
//! players in at most 0.04 s and of 1 000 in 3.5 s on average, 4.9 s at the slowest,
//! with the narrow weights of `brackets.rs`; when each solve started from nothing, 0.65 s
//! and more than 10 minutes. bbpPairings takes about 30 s for a round of 1 000 here.

use super::wide::Wide;

const NONE: usize = usize::MAX;

pub struct Matcher<const L: usize> {
    n: usize,
    /// 4 × each weight: × 2 so that every dual stays an integer (a stage may move by half
    /// a slack), × 2 more because a slack subtracts twice the weight.
    w: Vec<Wide<L>>,
    fixed: Vec<Option<usize>>,
    /// Vertices whose edges changed since the last solve.
    dirty: Vec<bool>,
    dirty_list: Vec<usize>,
    /// No solve yet: the next one starts from nothing.
    fresh: bool,
    b: Blossoms<L>,
    out: Vec<usize>,
}

impl<const L: usize> Matcher<L> {
    pub fn new(n: usize) -> Self {
        Matcher {
            n,
            w: vec![Wide::ZERO; n * n],
            fixed: vec![None; n],
            dirty: vec![false; n],
            dirty_list: Vec::new(),
            fresh: true,
            b: Blossoms::new(n),
            out: (0..n).collect(),
        }
    }

    pub fn set(&mut self, u: usize, v: usize, w: Wide<L>) {
        // A fixed pair has left the graph.
        if self.fixed[u].is_some() || self.fixed[v].is_some() {
            return;
        }
        self.put(u, v, w);
    }

    fn put(&mut self, u: usize, v: usize, mut w: Wide<L>) {
        w.shl(2);
        let n = self.n;
        if self.w[u * n + v] == w {
            return;
        }
        self.w[u * n + v] = w;
        self.w[v * n + u] = w;
        if !self.dirty[u] {
            self.dirty[u] = true;
            self.dirty_list.push(u);
        }
    }

    /// The weight of `u`–`v` as last set.
    pub fn get(&self, u: usize, v: usize) -> Wide<L> {
        let mut w = self.w[u * self.n + v];
        w.shr2();
        w
    }

    /// Fixes `u`–`v` as a pair for every later solve: their other edges go.
    pub fn finalize(&mut self, u: usize, v: usize) {
        for x in 0..self.n {
            if x != u && x != v {
                self.put(u, x, Wide::ZERO);
                self.put(v, x, Wide::ZERO);
            }
        }
        self.fixed[u] = Some(v);
        self.fixed[v] = Some(u);
    }

    /// Starts over: so much changed that a new matching is cheaper than repairs.
    fn cold(&mut self) {
        self.b.start(&self.w);
        self.fresh = false;
    }

    /// Each vertex's mate after the last [`Matcher::solve`]; an unmatched vertex is its own.
    pub fn mates(&self) -> &[usize] {
        &self.out
    }

    pub fn solve(&mut self) {
        let n = self.n;
        let dirty = std::mem::take(&mut self.dirty_list);
        for &u in &dirty {
            self.dirty[u] = false;
        }
        if self.fresh {
            self.cold();
        } else {
            // Keep what can be kept, then check every kept vertex's edges once all duals
            // have moved (checking each at once would see its neighbours' old duals).
            let mut lost: Vec<usize> = Vec::new();
            for &u in &dirty {
                if !self.b.keep_vertex(u, &self.w) {
                    self.dirty[u] = true;
                    lost.push(u);
                }
            }
            for &u in &dirty {
                if !self.dirty[u] && !self.b.feasible_at(u, &self.w) {
                    self.dirty[u] = true;
                    lost.push(u);
                }
            }
            for &u in &lost {
                self.dirty[u] = false;
            }
            if lost.len() * 2 >= n {
                self.cold();
            } else {
                for u in lost {
                    self.b.free_vertex(u, &self.w);
                }
                self.b.even_roots();
            }
        }
        self.b.run(&self.w);
        // Fixed pairs are matched to each other along their only edge, outside any
        // blossom: they can leave every loop.
        let fixed = &self.fixed;
        self.b.active.retain(|&v| fixed[v].is_none());
        for v in 0..n {
            let m = self.b.mate[v];
            self.out[v] = if m == NONE { v } else { m % n };
        }
        for v in 0..n {
            if let Some(m) = self.fixed[v] {
                debug_assert_eq!(self.out[v], m, "a fixed pair stays matched");
                self.out[v] = m;
            }
        }
    }
}

/// Maximum weight matching of `n` vertices; `edges` are (u, v, weight > 0), u ≠ v, each pair
/// at most once. Returns each vertex's mate.
#[cfg(test)]
pub fn max_weight_matching<const L: usize>(
    n: usize,
    edges: &[(usize, usize, Wide<L>)],
) -> Vec<Option<usize>> {
    let mut m = Matcher::<L>::new(n);
    for &(u, v, w) in edges {
        m.set(u, v, w);
    }
    m.solve();
    (0..n)
        .map(|v| (m.mates()[v] != v).then_some(m.mates()[v]))
        .collect()
}

/// The blossom algorithm's state. Vertices are 0..n, blossoms n..2n. An edge end is
/// `from * n + to`: the end at `to` seen from `from` (Van Rantwijk's "endpoint"; `p ^ 1`
/// there is [`Blossoms::flip`] here). An edge is keyed by `min * n + max`.
struct Blossoms<const L: usize> {
    n: usize,
    /// Each vertex's mate as the edge end at the mate, or NONE.
    mate: Vec<usize>,
    /// Top-level blossoms: 0 free, 1 S (outer), 2 T (inner); 5 = S marked during a scan.
    label: Vec<u8>,
    labelend: Vec<usize>,
    inblossom: Vec<usize>,
    blossomparent: Vec<usize>,
    blossomchilds: Vec<Vec<usize>>,
    blossombase: Vec<usize>,
    blossomendps: Vec<Vec<usize>>,
    bestedge: Vec<usize>,
    blossombestedges: Vec<Option<Vec<usize>>>,
    unusedblossoms: Vec<usize>,
    dualvar: Vec<Wide<L>>,
    /// An edge may be used in this stage when its stamp is the stage's.
    allowed: Vec<u32>,
    stage: u32,
    queue: Vec<usize>,
    /// Beside each `bestedge`, its slack as it was before the stage's dual moves:
    /// plus `moved` for an edge from an S-vertex to a free one (its slack drops by each
    /// move), plus twice `moved` between two S-blossoms; so comparing two needs no sums.
    bestslack: Vec<Wide<L>>,
    /// The sum of the stage's dual moves so far.
    moved: Wide<L>,
    /// The vertices still in the graph: a fixed pair leaves it, and no loop need visit it.
    active: Vec<usize>,
}

impl<const L: usize> Blossoms<L> {
    fn new(n: usize) -> Self {
        let mut blossombase: Vec<usize> = (0..n).collect();
        blossombase.extend(std::iter::repeat_n(NONE, n));
        Blossoms {
            n,
            mate: vec![NONE; n],
            label: vec![0; 2 * n],
            labelend: vec![NONE; 2 * n],
            inblossom: (0..n).collect(),
            blossomparent: vec![NONE; 2 * n],
            blossomchilds: vec![Vec::new(); 2 * n],
            blossombase,
            blossomendps: vec![Vec::new(); 2 * n],
            bestedge: vec![NONE; 2 * n],
            blossombestedges: vec![None; 2 * n],
            unusedblossoms: (n..2 * n).rev().collect(),
            dualvar: vec![Wide::ZERO; 2 * n],
            allowed: vec![0; n * n],
            stage: 0,
            queue: Vec::new(),
            active: (0..n).collect(),
            bestslack: vec![Wide::ZERO; 2 * n],
            moved: Wide::ZERO,
        }
    }

    fn end(&self, p: usize) -> usize {
        p % self.n
    }

    fn flip(&self, p: usize) -> usize {
        (p % self.n) * self.n + p / self.n
    }

    fn key(&self, i: usize, j: usize) -> usize {
        i.min(j) * self.n + i.max(j)
    }

    fn key_of_end(&self, p: usize) -> usize {
        self.key(p / self.n, p % self.n)
    }

    fn ends(&self, k: usize) -> (usize, usize) {
        (k / self.n, k % self.n)
    }

    fn slack(&self, w: &[Wide<L>], k: usize) -> Wide<L> {
        let (i, j) = self.ends(k);
        let mut s = self.dualvar[i];
        s.add(&self.dualvar[j]);
        s.sub(&w[k]);
        s
    }

    /// An S–S slack as kept beside a `bestedge`.
    fn norm_s_s(&self, mut slack: Wide<L>) -> Wide<L> {
        slack.add(&self.moved);
        slack.add(&self.moved);
        slack
    }

    fn allow(&mut self, k: usize) {
        self.allowed[k] = self.stage;
    }

    fn is_allowed(&self, k: usize) -> bool {
        self.allowed[k] == self.stage
    }

    /// A new problem: no blossoms; each vertex's dual half its heaviest edge (every
    /// slack is then ≥ 0), then lowered in turn as far as feasibility allows, matching it
    /// to an exposed vertex at the end of a tight edge (Blossom V's greedy start).
    fn start(&mut self, w: &[Wide<L>]) {
        let n = self.n;
        let active = std::mem::take(&mut self.active);
        *self = Blossoms::new(n);
        self.active = active;
        for v in 0..n {
            let mut top = Wide::ZERO;
            for x in &w[v * n..(v + 1) * n] {
                if *x > top {
                    top = *x;
                }
            }
            top.shr1();
            self.dualvar[v] = top;
        }
        let mut active = vec![false; n];
        for &v in &self.active {
            active[v] = true;
        }
        for v in 0..n {
            if self.mate[v] != NONE {
                continue;
            }
            if active[v] {
                self.lower_and_match(v, w);
            } else if let Some(x) = (0..n).find(|&x| x != v && !w[v * n + x].is_zero()) {
                // A fixed pair: its one edge, tight at half its weight on each side.
                self.mate[v] = v * n + x;
                self.mate[x] = x * n + v;
            }
        }
    }

    /// Lowers the dual of `v`, an exposed vertex outside any blossom, to the least that
    /// keeps its edges feasible, and matches it along a tight edge to an exposed vertex
    /// if there is one.
    fn lower_and_match(&mut self, v: usize, w: &[Wide<L>]) {
        let n = self.n;
        let mut least: Option<Wide<L>> = None;
        for i in 0..self.active.len() {
            let x = self.active[i];
            let e = &w[v * n + x];
            if x == v || e.is_zero() {
                continue;
            }
            let s = self.slack(w, v * n + x);
            if least.is_none_or(|l| s < l) {
                least = Some(s);
            }
        }
        let Some(least) = least else {
            self.dualvar[v] = Wide::ZERO;
            return;
        };
        if least >= self.dualvar[v] {
            self.dualvar[v] = Wide::ZERO;
            return;
        }
        self.dualvar[v].sub(&least);
        // The last such vertex: in a bracket of equals that pairs the top half with the
        // bottom half, as the pairing will want, so later edits keep more of it.
        for i in (0..self.active.len()).rev() {
            let x = self.active[i];
            if x == v || w[v * n + x].is_zero() || self.mate[x] != NONE {
                continue;
            }
            if self.inblossom[x] == x && self.slack(w, v * n + x).is_zero() {
                self.mate[v] = v * n + x;
                self.mate[x] = x * n + v;
                return;
            }
        }
    }

    /// Keeps `u` matched after its edges changed: `u` is taken out of its blossoms (each
    /// one's dual moved onto its vertices, `u`'s own kept so that its matched edge stays
    /// tight) and its dual set so that its matched edge is tight. The caller then checks
    /// that every edge at `u` is feasible. False (with `u` perhaps out of its blossoms)
    /// when `u` is exposed, its matched edge is gone or cannot be made tight.
    fn keep_vertex(&mut self, u: usize, w: &[Wide<L>]) -> bool {
        let n = self.n;
        if self.mate[u] == NONE {
            return false;
        }
        let v = self.end(self.mate[u]);
        while self.inblossom[u] != u {
            let b = self.inblossom[u];
            if self.inblossom[v] == b {
                // The blossom's own base is matched elsewhere: dissolving it would loosen
                // that edge.
                return false;
            }
            // `u` is the base; its dual does not take the blossom's, so that its matched
            // edge stays tight.
            let z = self.dualvar[b];
            self.dissolve(b);
            self.dualvar[u].sub(&z);
        }
        if self.inblossom[v] != v {
            // The matched edge's slack then has blossom terms; not worth the care.
            return false;
        }
        // The dual that makes the matched edge tight (if it is still an edge).
        let mut y = w[u * n + v];
        if y.is_zero() || y < self.dualvar[v] {
            return false;
        }
        y.sub(&self.dualvar[v]);
        self.dualvar[u] = y;
        true
    }

    /// Whether every edge at `u`, a vertex outside any blossom, has a slack ≥ 0.
    fn feasible_at(&self, u: usize, w: &[Wide<L>]) -> bool {
        let n = self.n;
        self.active.iter().all(|&x| {
            let e = &w[u * n + x];
            if x == u || e.is_zero() {
                return true;
            }
            let mut room = self.dualvar[u];
            room.add(&self.dualvar[x]);
            room >= *e
        })
    }

    /// Takes `u` out of every blossom, unmatches it (and its blossom's mate), and raises
    /// its dual so that every edge at it is feasible whatever its new weight.
    fn free_vertex(&mut self, u: usize, w: &[Wide<L>]) {
        let n = self.n;
        let b = self.inblossom[u];
        let base = self.blossombase[b];
        if self.mate[base] != NONE {
            let x = self.end(self.mate[base]);
            self.mate[x] = NONE;
            self.mate[base] = NONE;
        }
        if b >= n {
            // `u` becomes the base of every blossom around it, so that it is the one left
            // exposed when they dissolve.
            self.augment_blossom(b, u);
            self.mate[u] = NONE;
        }
        while self.inblossom[u] != u {
            let b = self.inblossom[u];
            self.dissolve(b);
        }
        let mut top = Wide::ZERO;
        for x in &w[u * n..(u + 1) * n] {
            if *x > top {
                top = *x;
            }
        }
        self.dualvar[u] = top;
        self.lower_and_match(u, w);
    }

    /// Dissolves the top-level blossom `b`, moving its dual onto its vertices so that no
    /// slack inside it changes (edges leaving it gain slack).
    fn dissolve(&mut self, b: usize) {
        let z = self.dualvar[b];
        if !z.is_zero() {
            for v in self.leaves_of(b) {
                self.dualvar[v].add(&z);
            }
        }
        for s in std::mem::take(&mut self.blossomchilds[b]) {
            self.blossomparent[s] = NONE;
            if s < self.n {
                self.inblossom[s] = s;
            } else {
                for v in self.leaves_of(s) {
                    self.inblossom[v] = s;
                }
            }
        }
        self.recycle(b);
    }

    fn recycle(&mut self, b: usize) {
        self.label[b] = 0;
        self.labelend[b] = NONE;
        self.blossomchilds[b] = Vec::new();
        self.blossomendps[b] = Vec::new();
        self.blossombase[b] = NONE;
        self.blossombestedges[b] = None;
        self.bestedge[b] = NONE;
        self.dualvar[b] = Wide::ZERO;
        self.unusedblossoms.push(b);
    }

    /// Makes the duals of exposed vertices even, so that every S–S slack in a stage is
    /// even and half of it an integer: an odd one is raised by 1, through the outermost
    /// blossom around it with a positive dual (which gives up 1), so that no slack inside
    /// drops.
    fn even_roots(&mut self) {
        let n = self.n;
        for i in 0..self.active.len() {
            let v = self.active[i];
            if self.mate[v] != NONE || self.blossombase[self.inblossom[v]] != v {
                continue;
            }
            if self.dualvar[v].0[0] & 1 == 0 {
                continue;
            }
            let mut b = self.inblossom[v];
            while b >= n && self.dualvar[b].is_zero() {
                self.dissolve(b);
                b = self.inblossom[v];
            }
            let one = Wide::from_u64(1);
            if b >= n {
                self.dualvar[b].sub(&one);
                for x in self.leaves_of(b) {
                    self.dualvar[x].add(&one);
                }
            } else {
                self.dualvar[v].add(&one);
            }
        }
    }

    fn leaves(&self, b: usize, out: &mut Vec<usize>) {
        if b < self.n {
            out.push(b);
        } else {
            for &t in &self.blossomchilds[b] {
                self.leaves(t, out);
            }
        }
    }

    fn leaves_of(&self, b: usize) -> Vec<usize> {
        let mut v = Vec::new();
        self.leaves(b, &mut v);
        v
    }

    fn assign_label(&mut self, w: usize, t: u8, p: usize) {
        let b = self.inblossom[w];
        self.label[w] = t;
        self.label[b] = t;
        self.labelend[w] = p;
        self.labelend[b] = p;
        self.bestedge[w] = NONE;
        self.bestedge[b] = NONE;
        if t == 1 {
            let l = self.leaves_of(b);
            self.queue.extend(l);
        } else if t == 2 {
            let base = self.blossombase[b];
            let mb = self.mate[base];
            self.assign_label(self.end(mb), 1, self.flip(mb));
        }
    }

    fn scan_blossom(&mut self, mut v: usize, mut w: usize) -> usize {
        let mut path = Vec::new();
        let mut base = NONE;
        while v != NONE || w != NONE {
            let mut b = self.inblossom[v];
            if self.label[b] & 4 != 0 {
                base = self.blossombase[b];
                break;
            }
            path.push(b);
            self.label[b] = 5;
            if self.labelend[b] == NONE {
                v = NONE;
            } else {
                v = self.end(self.labelend[b]);
                b = self.inblossom[v];
                v = self.end(self.labelend[b]);
            }
            if w != NONE {
                std::mem::swap(&mut v, &mut w);
            }
        }
        for b in path {
            self.label[b] = 1;
        }
        base
    }

    /// A new S-blossom from the edge `v`–`w` between two S-blossoms of one tree, whose
    /// paths to the root meet at `base`.
    fn add_blossom(&mut self, w8: &[Wide<L>], base: usize, v: usize, w: usize) {
        let n = self.n;
        // The end at `v` of the edge `v`–`w`, between the two paths.
        let link = w * n + v;
        let (mut v, mut w) = (v, w);
        let bb = self.inblossom[base];
        let mut bv = self.inblossom[v];
        let mut bw = self.inblossom[w];
        let b = self.unusedblossoms.pop().expect("a free blossom slot");
        self.blossombase[b] = base;
        self.blossomparent[b] = NONE;
        self.blossomparent[bb] = b;
        let mut path = Vec::new();
        let mut endps = Vec::new();
        while bv != bb {
            self.blossomparent[bv] = b;
            path.push(bv);
            endps.push(self.labelend[bv]);
            v = self.end(self.labelend[bv]);
            bv = self.inblossom[v];
        }
        path.push(bb);
        path.reverse();
        endps.reverse();
        endps.push(link);
        while bw != bb {
            self.blossomparent[bw] = b;
            path.push(bw);
            endps.push(self.flip(self.labelend[bw]));
            w = self.end(self.labelend[bw]);
            bw = self.inblossom[w];
        }
        self.label[b] = 1;
        self.labelend[b] = self.labelend[bb];
        self.dualvar[b] = Wide::ZERO;
        self.blossomchilds[b] = path.clone();
        self.blossomendps[b] = endps;
        for v in self.leaves_of(b) {
            if self.label[self.inblossom[v]] == 2 {
                self.queue.push(v);
            }
            self.inblossom[v] = b;
        }
        let mut bestedgeto = vec![NONE; 2 * n];
        for &bv in &path {
            let nblist: Vec<usize> = match self.blossombestedges[bv].take() {
                Some(list) => list,
                None => {
                    let mut all = Vec::new();
                    for v in self.leaves_of(bv) {
                        for &x in &self.active {
                            if x != v && !w8[v * n + x].is_zero() {
                                all.push(self.key(v, x));
                            }
                        }
                    }
                    all
                }
            };
            for k in nblist {
                let (mut i, mut j) = self.ends(k);
                if self.inblossom[j] == b {
                    std::mem::swap(&mut i, &mut j);
                }
                let _ = i;
                let bj = self.inblossom[j];
                if bj != b
                    && self.label[bj] == 1
                    && (bestedgeto[bj] == NONE
                        || self.slack(w8, k) < self.slack(w8, bestedgeto[bj]))
                {
                    bestedgeto[bj] = k;
                }
            }
            self.bestedge[bv] = NONE;
        }
        let list: Vec<usize> = bestedgeto.into_iter().filter(|&k| k != NONE).collect();
        self.bestedge[b] = NONE;
        for &k in &list {
            let norm = self.norm_s_s(self.slack(w8, k));
            if self.bestedge[b] == NONE || norm < self.bestslack[b] {
                self.bestedge[b] = k;
                self.bestslack[b] = norm;
            }
        }
        self.blossombestedges[b] = Some(list);
    }

    fn expand_blossom(&mut self, b: usize, endstage: bool) {
        let childs = self.blossomchilds[b].clone();
        let inside = if endstage {
            Vec::new()
        } else {
            self.leaves_of(b)
        };
        for &s in &childs {
            self.blossomparent[s] = NONE;
            if s < self.n {
                self.inblossom[s] = s;
            } else if endstage && self.dualvar[s].is_zero() {
                self.expand_blossom(s, endstage);
            } else {
                for v in self.leaves_of(s) {
                    self.inblossom[v] = s;
                }
            }
        }
        if !endstage && self.label[b] == 2 {
            let entrychild = self.inblossom[self.end(self.flip(self.labelend[b]))];
            let len = childs.len() as isize;
            let mut j = childs.iter().position(|&c| c == entrychild).unwrap() as isize;
            let (jstep, endptrick): (isize, bool) = if j & 1 == 1 {
                j -= len;
                (1, false)
            } else {
                (-1, true)
            };
            let at = |j: isize| -> usize { j.rem_euclid(len) as usize };
            let endps = self.blossomendps[b].clone();
            let trick = |s: &Self, p: usize| if endptrick { s.flip(p) } else { p };
            let back = endptrick as isize;
            let mut p = self.labelend[b];
            while j != 0 {
                let e1 = self.end(self.flip(p));
                self.label[e1] = 0;
                let q = self.flip(trick(self, endps[at(j - back)]));
                let e2 = self.end(q);
                self.label[e2] = 0;
                self.assign_label(e1, 2, p);
                let k = self.key_of_end(endps[at(j - back)]);
                self.allow(k);
                j += jstep;
                p = trick(self, endps[at(j - back)]);
                let k = self.key_of_end(p);
                self.allow(k);
                j += jstep;
            }
            let bv = childs[at(j)];
            let e = self.end(self.flip(p));
            self.label[e] = 2;
            self.label[bv] = 2;
            self.labelend[e] = p;
            self.labelend[bv] = p;
            self.bestedge[bv] = NONE;
            j += jstep;
            while childs[at(j)] != entrychild {
                let bv = childs[at(j)];
                if self.label[bv] == 1 {
                    j += jstep;
                    continue;
                }
                let mut found = NONE;
                for v in self.leaves_of(bv) {
                    if self.label[v] != 0 {
                        found = v;
                        break;
                    }
                }
                if found != NONE {
                    let v = found;
                    self.label[v] = 0;
                    let mb = self.mate[self.blossombase[bv]];
                    let e = self.end(mb);
                    self.label[e] = 0;
                    let le = self.labelend[v];
                    self.assign_label(v, 2, le);
                }
                j += jstep;
            }
        }
        self.recycle(b);
        // Vertices left free: their best slacks start moving with the duals now.
        for v in inside {
            if self.label[self.inblossom[v]] == 0 && self.bestedge[v] != NONE {
                let moved = self.moved;
                self.bestslack[v].add(&moved);
            }
        }
    }

    fn augment_blossom(&mut self, b: usize, v: usize) {
        let mut t = v;
        while self.blossomparent[t] != b {
            t = self.blossomparent[t];
        }
        if t >= self.n {
            self.augment_blossom(t, v);
        }
        let len = self.blossomchilds[b].len() as isize;
        let i = self.blossomchilds[b].iter().position(|&c| c == t).unwrap();
        let mut j = i as isize;
        let (jstep, endptrick): (isize, bool) = if i & 1 == 1 {
            j -= len;
            (1, false)
        } else {
            (-1, true)
        };
        let at = |j: isize| -> usize { j.rem_euclid(len) as usize };
        let back = endptrick as isize;
        while j != 0 {
            j += jstep;
            let t = self.blossomchilds[b][at(j)];
            let e = self.blossomendps[b][at(j - back)];
            let p = if endptrick { self.flip(e) } else { e };
            if t >= self.n {
                self.augment_blossom(t, self.end(p));
            }
            j += jstep;
            let t = self.blossomchilds[b][at(j)];
            if t >= self.n {
                self.augment_blossom(t, self.end(self.flip(p)));
            }
            let (a, c) = (self.end(p), self.end(self.flip(p)));
            self.mate[a] = self.flip(p);
            self.mate[c] = p;
        }
        self.blossomchilds[b].rotate_left(i);
        self.blossomendps[b].rotate_left(i);
        self.blossombase[b] = self.blossombase[self.blossomchilds[b][0]];
    }

    /// Flips the alternating path from `s` (now matched through the end `p`, or exposed
    /// when `p` is NONE) up to its tree's root.
    fn augment_to_root(&mut self, mut s: usize, mut p: usize) {
        loop {
            let bs = self.inblossom[s];
            if bs >= self.n {
                self.augment_blossom(bs, s);
            }
            self.mate[s] = p;
            if self.labelend[bs] == NONE {
                break;
            }
            let t = self.end(self.labelend[bs]);
            let bt = self.inblossom[t];
            s = self.end(self.labelend[bt]);
            let j = self.end(self.flip(self.labelend[bt]));
            if bt >= self.n {
                self.augment_blossom(bt, j);
            }
            self.mate[j] = self.labelend[bt];
            p = self.flip(self.labelend[bt]);
        }
    }

    fn augment_matching(&mut self, v: usize, w: usize) {
        let n = self.n;
        self.augment_to_root(v, v * n + w);
        self.augment_to_root(w, w * n + v);
    }

    /// Stages until no exposed vertex has a positive dual: the matching is then optimal.
    fn run(&mut self, w8: &[Wide<L>]) {
        // Each stage leaves one or two fewer exposed vertices with a positive dual.
        while self.stage_once(w8) {}
    }

    /// One stage: trees from every exposed vertex with a positive dual, grown until an
    /// augmenting path, or a tree vertex whose dual reaches zero. False when there was
    /// no such root.
    fn stage_once(&mut self, w8: &[Wide<L>]) -> bool {
        let nv = self.n;
        self.stage = self.stage.wrapping_add(1);
        if self.stage == 0 {
            self.allowed.iter_mut().for_each(|a| *a = u32::MAX);
            self.stage = 1;
        }
        self.label.iter_mut().for_each(|l| *l = 0);
        self.bestedge.iter_mut().for_each(|e| *e = NONE);
        self.moved = Wide::ZERO;
        for b in nv..2 * nv {
            self.blossombestedges[b] = None;
        }
        self.queue.clear();
        let mut roots = false;
        for i in 0..self.active.len() {
            let v = self.active[i];
            let b = self.inblossom[v];
            if self.mate[v] == NONE
                && self.blossombase[b] == v
                && self.label[b] == 0
                && !self.dualvar[v].is_zero()
            {
                self.assign_label(v, 1, NONE);
                roots = true;
            }
        }
        if !roots {
            return false;
        }
        loop {
            while let Some(v) = self.queue.pop() {
                for i in 0..self.active.len() {
                    let x = self.active[i];
                    if x == v {
                        continue;
                    }
                    let k = self.key(v, x);
                    if w8[k].is_zero() {
                        continue;
                    }
                    let p = v * nv + x;
                    let w = x;
                    if self.inblossom[v] == self.inblossom[w] {
                        continue;
                    }
                    let mut kslack = Wide::ZERO;
                    if !self.is_allowed(k) {
                        kslack = self.slack(w8, k);
                        if kslack.is_zero() {
                            self.allow(k);
                        }
                    }
                    if self.is_allowed(k) {
                        let bw = self.inblossom[w];
                        if self.label[bw] == 0 {
                            if self.mate[self.blossombase[bw]] == NONE {
                                // An exposed vertex whose dual is zero: augment to it.
                                self.labelend[bw] = NONE;
                                self.augment_matching(v, w);
                                self.end_stage();
                                return true;
                            }
                            // Its vertices' best slacks stop moving while it is T.
                            if bw >= nv {
                                let moved = self.moved;
                                for u in self.leaves_of(bw) {
                                    if self.bestedge[u] != NONE {
                                        self.bestslack[u].sub(&moved);
                                    }
                                }
                            }
                            self.assign_label(w, 2, self.flip(p));
                        } else if self.label[bw] == 1 {
                            let base = self.scan_blossom(v, w);
                            if base != NONE {
                                self.add_blossom(w8, base, v, w);
                            } else {
                                self.augment_matching(v, w);
                                self.end_stage();
                                return true;
                            }
                        } else if self.label[w] == 0 {
                            self.label[w] = 2;
                            self.labelend[w] = self.flip(p);
                        }
                    } else if self.label[self.inblossom[w]] == 1 {
                        let b = self.inblossom[v];
                        let norm = self.norm_s_s(kslack);
                        if self.bestedge[b] == NONE || norm < self.bestslack[b] {
                            self.bestedge[b] = k;
                            self.bestslack[b] = norm;
                        }
                    } else if self.label[w] == 0 {
                        // Inside a T-blossom the slack holds still (T rises as S falls):
                        // kept as it is until the blossom is expanded.
                        let mut norm = kslack;
                        if self.label[self.inblossom[w]] == 0 {
                            norm.add(&self.moved);
                        }
                        if self.bestedge[w] == NONE || norm < self.bestslack[w] {
                            self.bestedge[w] = k;
                            self.bestslack[w] = norm;
                        }
                    }
                }
            }
            // Type 1: an S-vertex's dual reaches zero.
            let mut deltatype = 1;
            let mut delta = Wide::ZERO;
            let mut deltavertex = NONE;
            for &v in &self.active {
                if self.label[self.inblossom[v]] == 1
                    && (deltavertex == NONE || self.dualvar[v] < delta)
                {
                    delta = self.dualvar[v];
                    deltavertex = v;
                }
            }
            let mut deltaedge = NONE;
            let mut deltablossom = NONE;
            for &v in &self.active {
                if self.label[self.inblossom[v]] == 0 && self.bestedge[v] != NONE {
                    let mut d = self.bestslack[v];
                    d.sub(&self.moved);
                    debug_assert_eq!(d, self.slack(w8, self.bestedge[v]));
                    if d < delta {
                        delta = d;
                        deltatype = 2;
                        deltaedge = self.bestedge[v];
                    }
                }
            }
            for b in 0..2 * nv {
                if self.blossomparent[b] == NONE && self.label[b] == 1 && self.bestedge[b] != NONE {
                    let mut d = self.bestslack[b];
                    d.sub(&self.moved);
                    d.sub(&self.moved);
                    debug_assert_eq!(d, self.slack(w8, self.bestedge[b]));
                    debug_assert_eq!(d.0[0] & 1, 0, "S–S slacks are even");
                    d.shr1();
                    if d < delta {
                        delta = d;
                        deltatype = 3;
                        deltaedge = self.bestedge[b];
                    }
                }
            }
            for b in nv..2 * nv {
                if self.blossombase[b] != NONE
                    && self.blossomparent[b] == NONE
                    && self.label[b] == 2
                    && self.dualvar[b] < delta
                {
                    delta = self.dualvar[b];
                    deltatype = 4;
                    deltablossom = b;
                }
            }
            if !delta.is_zero() {
                self.moved.add(&delta);
                for i in 0..self.active.len() {
                    let v = self.active[i];
                    match self.label[self.inblossom[v]] {
                        1 => self.dualvar[v].sub(&delta),
                        2 => self.dualvar[v].add(&delta),
                        _ => {}
                    }
                }
                for b in nv..2 * nv {
                    if self.blossombase[b] != NONE && self.blossomparent[b] == NONE {
                        match self.label[b] {
                            1 => self.dualvar[b].add(&delta),
                            2 => self.dualvar[b].sub(&delta),
                            _ => {}
                        }
                    }
                }
            }
            match deltatype {
                1 => {
                    // Leave this vertex exposed: flip its path so the root is matched.
                    self.augment_to_root(deltavertex, NONE);
                    break;
                }
                2 => {
                    self.allow(deltaedge);
                    let (mut i, j) = self.ends(deltaedge);
                    if self.label[self.inblossom[i]] == 0 {
                        i = j;
                    }
                    self.queue.push(i);
                }
                3 => {
                    self.allow(deltaedge);
                    let (i, _) = self.ends(deltaedge);
                    self.queue.push(i);
                }
                _ => self.expand_blossom(deltablossom, false),
            }
        }
        self.end_stage();
        true
    }

    /// S-blossoms whose dual is zero are expanded at the end of a stage.
    fn end_stage(&mut self) {
        let nv = self.n;
        for b in nv..2 * nv {
            if self.blossomparent[b] == NONE
                && self.blossombase[b] != NONE
                && self.label[b] == 1
                && self.dualvar[b].is_zero()
            {
                self.expand_blossom(b, true);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng};

    fn w(x: u64) -> Wide<2> {
        Wide::from_u64(x)
    }

    fn total(edges: &[(usize, usize, Wide<2>)], m: &[Option<usize>]) -> u64 {
        edges
            .iter()
            .filter(|&&(i, j, _)| m[i] == Some(j))
            .map(|e| e.2 .0[0])
            .sum()
    }

    /// Exhaustive maximum over all matchings, for small graphs.
    fn brute(n: usize, wt: &[Vec<u64>]) -> u64 {
        fn go(v: usize, n: usize, used: &mut Vec<bool>, wt: &[Vec<u64>]) -> u64 {
            if v == n {
                return 0;
            }
            if used[v] {
                return go(v + 1, n, used, wt);
            }
            used[v] = true;
            let mut best = go(v + 1, n, used, wt);
            for u in v + 1..n {
                if !used[u] && wt[v][u] > 0 {
                    used[u] = true;
                    best = best.max(wt[v][u] + go(v + 1, n, used, wt));
                    used[u] = false;
                }
            }
            used[v] = false;
            best
        }
        go(0, n, &mut vec![false; n], wt)
    }

    fn table(n: usize, edges: &[(usize, usize, Wide<2>)]) -> Vec<Vec<u64>> {
        let mut wt = vec![vec![0; n]; n];
        for &(i, j, x) in edges {
            wt[i][j] = x.0[0];
            wt[j][i] = x.0[0];
        }
        wt
    }

    #[test]
    fn known_small_cases() {
        // Van Rantwijk's test cases: a blossom that must be formed and expanded.
        let e = vec![(1, 2, w(10)), (2, 3, w(11))];
        assert_eq!(max_weight_matching(4, &e)[2], Some(3));
        let e = vec![(1, 2, w(8)), (1, 3, w(9)), (2, 3, w(10)), (3, 4, w(7))];
        let m = max_weight_matching(5, &e);
        assert_eq!((m[1], m[3]), (Some(2), Some(4)));
        let e = vec![
            (1, 2, w(23)),
            (1, 5, w(22)),
            (1, 6, w(15)),
            (2, 3, w(25)),
            (3, 4, w(22)),
            (4, 5, w(25)),
            (4, 8, w(14)),
            (5, 7, w(13)),
        ];
        let m = max_weight_matching(9, &e);
        assert_eq!(total(&e, &m), brute(9, &table(9, &e)));
    }

    #[test]
    fn random_graphs_agree_with_brute_force() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(7);
        for _ in 0..400 {
            let n = rng.gen_range(2..10);
            let mut e = Vec::new();
            for i in 0..n {
                for j in i + 1..n {
                    if rng.gen_bool(0.6) {
                        e.push((i, j, w(rng.gen_range(1..20))));
                    }
                }
            }
            let m = max_weight_matching(n, &e);
            for v in 0..n {
                if let Some(u) = m[v] {
                    assert_eq!(m[u], Some(v));
                }
            }
            assert_eq!(total(&e, &m), brute(n, &table(n, &e)), "{e:?}");
        }
    }

    /// The way the pairing drives it: edits to a few vertices' edges between solves, and
    /// pairs fixed; every solve must still be a maximum matching of the current graph.
    #[test]
    #[allow(clippy::needless_range_loop)] // a weight table indexed both ways
    fn edits_between_solves_keep_every_solve_maximum() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(11);
        for round in 0..1500 {
            let n = rng.gen_range(2..13);
            let mut wt = vec![vec![0u64; n]; n];
            let mut m = Matcher::<2>::new(n);
            let mut fixed = vec![false; n];
            let heavy = round % 3 == 0;
            let weight = |rng: &mut rand::rngs::StdRng| {
                if rng.gen_bool(0.3) {
                    0
                } else if heavy {
                    // Few distinct values: many ties, many blossoms.
                    rng.gen_range(1..4) * 4
                } else {
                    rng.gen_range(1..40)
                }
            };
            for i in 0..n {
                for j in i + 1..n {
                    let x = weight(&mut rng);
                    wt[i][j] = x;
                    wt[j][i] = x;
                    m.set(i, j, w(x));
                }
            }
            for _ in 0..12 {
                m.solve();
                let mates = m.mates().to_vec();
                let mut got = 0;
                for v in 0..n {
                    let u = mates[v];
                    assert_eq!(mates[u], v, "a matching");
                    if u > v {
                        assert!(wt[v][u] > 0, "only edges are matched");
                        got += wt[v][u];
                    }
                }
                assert_eq!(got, brute(n, &wt), "round {round}: {wt:?}");
                match rng.gen_range(0..4) {
                    0 => {
                        // Fix a matched pair.
                        if let Some(v) = (0..n).find(|&v| mates[v] != v && !fixed[v]) {
                            let u = mates[v];
                            m.finalize(v, u);
                            for x in 0..n {
                                if x != u && x != v {
                                    wt[v][x] = 0;
                                    wt[x][v] = 0;
                                    wt[u][x] = 0;
                                    wt[x][u] = 0;
                                }
                            }
                            fixed[v] = true;
                            fixed[u] = true;
                        }
                    }
                    k => {
                        // Edit k vertices' edges.
                        for _ in 0..k {
                            let v = rng.gen_range(0..n);
                            if fixed[v] {
                                continue;
                            }
                            for u in 0..n {
                                if u != v && !fixed[u] && rng.gen_bool(0.5) {
                                    let x = weight(&mut rng);
                                    wt[v][u] = x;
                                    wt[u][v] = x;
                                    m.set(v, u, w(x));
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
