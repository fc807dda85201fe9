//! Maximum weight matching in a general graph (Edmonds' blossom algorithm with dual
//! variables, after Galil's exposition and Van Rantwijk's well-known implementation).
//!
//! [`Matcher`] keeps a dense symmetric table of edge weights (zero = no edge) that the
//! pairing procedure edits between solves, the way bbpPairings drives its matching
//! computer. Pairs fixed with [`Matcher::finalize`] leave the graph: such a pair's edge is
//! its vertices' only edge, so every maximum matching contains it.

use super::wide::Wide;

pub struct Matcher<const L: usize> {
    n: usize,
    weights: Vec<Wide<L>>,
    fixed: Vec<Option<usize>>,
    mate: Vec<usize>,
}

impl<const L: usize> Matcher<L> {
    pub fn new(n: usize) -> Self {
        Matcher {
            n,
            weights: vec![Wide::ZERO; n * n],
            fixed: vec![None; n],
            mate: (0..n).collect(),
        }
    }

    pub fn set(&mut self, u: usize, v: usize, w: Wide<L>) {
        self.weights[u * self.n + v] = w;
        self.weights[v * self.n + u] = w;
    }

    /// Fixes `u`–`v` as a pair for every later solve.
    pub fn finalize(&mut self, u: usize, v: usize) {
        self.fixed[u] = Some(v);
        self.fixed[v] = Some(u);
    }

    /// Each vertex's mate after the last [`Matcher::solve`]; an unmatched vertex is its own.
    pub fn mates(&self) -> &[usize] {
        &self.mate
    }

    pub fn solve(&mut self) {
        let active: Vec<usize> = (0..self.n).filter(|&v| self.fixed[v].is_none()).collect();
        let mut edges = Vec::new();
        for (a, &u) in active.iter().enumerate() {
            for (b, &v) in active.iter().enumerate().skip(a + 1) {
                let w = self.weights[u * self.n + v];
                if !w.is_zero() {
                    edges.push((a, b, w));
                }
            }
        }
        let m = max_weight_matching(active.len(), &edges);
        for v in 0..self.n {
            self.mate[v] = self.fixed[v].unwrap_or(v);
        }
        for (a, &u) in active.iter().enumerate() {
            if let Some(b) = m[a] {
                self.mate[u] = active[b];
            }
        }
    }
}

const NONE: usize = usize::MAX;

/// Maximum weight matching of `n` vertices; `edges` are (u, v, weight > 0), u ≠ v, each pair
/// at most once. Returns each vertex's mate.
pub fn max_weight_matching<const L: usize>(
    n: usize,
    edges: &[(usize, usize, Wide<L>)],
) -> Vec<Option<usize>> {
    if edges.is_empty() {
        return vec![None; n];
    }
    Blossom::new(n, edges).run()
}

struct Blossom<const L: usize> {
    nv: usize,
    // (i, j, 2·w): weights doubled so that every dual value stays an integer.
    edges: Vec<(usize, usize, Wide<L>)>,
    endpoint: Vec<usize>,
    neighbend: Vec<Vec<usize>>,
    mate: Vec<usize>,
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
    allowedge: Vec<bool>,
    queue: Vec<usize>,
}

impl<const L: usize> Blossom<L> {
    fn new(nv: usize, input: &[(usize, usize, Wide<L>)]) -> Self {
        let mut edges = Vec::with_capacity(input.len());
        let mut maxweight = Wide::ZERO;
        for &(i, j, w) in input {
            // Weights are doubled twice: once so the duals stay integral (δ3 halves a
            // slack), once more because the slack subtracts twice the weight.
            let mut w1 = w;
            w1.shl(1);
            if w1 > maxweight {
                maxweight = w1;
            }
            let mut w2 = w1;
            w2.shl(1);
            edges.push((i, j, w2));
        }
        let mut endpoint = Vec::with_capacity(2 * edges.len());
        let mut neighbend = vec![Vec::new(); nv];
        for (k, &(i, j, _)) in edges.iter().enumerate() {
            endpoint.push(i);
            endpoint.push(j);
            neighbend[i].push(2 * k + 1);
            neighbend[j].push(2 * k);
        }
        let mut dualvar = vec![maxweight; nv];
        dualvar.extend(std::iter::repeat_n(Wide::ZERO, nv));
        let mut blossombase: Vec<usize> = (0..nv).collect();
        blossombase.extend(std::iter::repeat_n(NONE, nv));
        let ne = edges.len();
        Blossom {
            nv,
            edges,
            endpoint,
            neighbend,
            mate: vec![NONE; nv],
            label: vec![0; 2 * nv],
            labelend: vec![NONE; 2 * nv],
            inblossom: (0..nv).collect(),
            blossomparent: vec![NONE; 2 * nv],
            blossomchilds: vec![Vec::new(); 2 * nv],
            blossombase,
            blossomendps: vec![Vec::new(); 2 * nv],
            bestedge: vec![NONE; 2 * nv],
            blossombestedges: vec![None; 2 * nv],
            unusedblossoms: (nv..2 * nv).collect(),
            dualvar,
            allowedge: vec![false; ne],
            queue: Vec::new(),
        }
    }

    fn slack(&self, k: usize) -> Wide<L> {
        let (i, j, w2) = self.edges[k];
        let mut s = self.dualvar[i];
        s.add(&self.dualvar[j]);
        s.sub(&w2);
        s
    }

    fn leaves(&self, b: usize, out: &mut Vec<usize>) {
        if b < self.nv {
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
            self.assign_label(self.endpoint[mb], 1, mb ^ 1);
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
                v = self.endpoint[self.labelend[b]];
                b = self.inblossom[v];
                v = self.endpoint[self.labelend[b]];
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

    fn add_blossom(&mut self, base: usize, k: usize) {
        let (mut v, mut w, _) = self.edges[k];
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
            v = self.endpoint[self.labelend[bv]];
            bv = self.inblossom[v];
        }
        path.push(bb);
        path.reverse();
        endps.reverse();
        endps.push(2 * k);
        while bw != bb {
            self.blossomparent[bw] = b;
            path.push(bw);
            endps.push(self.labelend[bw] ^ 1);
            w = self.endpoint[self.labelend[bw]];
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
        let mut bestedgeto = vec![NONE; 2 * self.nv];
        for &bv in &path {
            let nblists: Vec<Vec<usize>> = match self.blossombestedges[bv].take() {
                Some(list) => vec![list],
                None => self
                    .leaves_of(bv)
                    .into_iter()
                    .map(|v| self.neighbend[v].iter().map(|p| p / 2).collect())
                    .collect(),
            };
            for nblist in nblists {
                for k in nblist {
                    let (mut i, mut j, _) = self.edges[k];
                    if self.inblossom[j] == b {
                        std::mem::swap(&mut i, &mut j);
                    }
                    let _ = i;
                    let bj = self.inblossom[j];
                    if bj != b
                        && self.label[bj] == 1
                        && (bestedgeto[bj] == NONE || self.slack(k) < self.slack(bestedgeto[bj]))
                    {
                        bestedgeto[bj] = k;
                    }
                }
            }
            self.bestedge[bv] = NONE;
        }
        let list: Vec<usize> = bestedgeto.into_iter().filter(|&k| k != NONE).collect();
        self.bestedge[b] = NONE;
        for &k in &list {
            if self.bestedge[b] == NONE || self.slack(k) < self.slack(self.bestedge[b]) {
                self.bestedge[b] = k;
            }
        }
        self.blossombestedges[b] = Some(list);
    }

    fn expand_blossom(&mut self, b: usize, endstage: bool) {
        let childs = self.blossomchilds[b].clone();
        for &s in &childs {
            self.blossomparent[s] = NONE;
            if s < self.nv {
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
            let entrychild = self.inblossom[self.endpoint[self.labelend[b] ^ 1]];
            let len = childs.len() as isize;
            let mut j = childs.iter().position(|&c| c == entrychild).unwrap() as isize;
            let (jstep, endptrick): (isize, usize) = if j & 1 == 1 {
                j -= len;
                (1, 0)
            } else {
                (-1, 1)
            };
            let at = |j: isize| -> usize { j.rem_euclid(len) as usize };
            let endps = self.blossomendps[b].clone();
            let mut p = self.labelend[b];
            while j != 0 {
                let e1 = self.endpoint[p ^ 1];
                self.label[e1] = 0;
                let q = endps[at(j - endptrick as isize)] ^ endptrick ^ 1;
                let e2 = self.endpoint[q];
                self.label[e2] = 0;
                self.assign_label(e1, 2, p);
                self.allowedge[endps[at(j - endptrick as isize)] / 2] = true;
                j += jstep;
                p = endps[at(j - endptrick as isize)] ^ endptrick;
                self.allowedge[p / 2] = true;
                j += jstep;
            }
            let bv = childs[at(j)];
            let e = self.endpoint[p ^ 1];
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
                    let e = self.endpoint[mb];
                    self.label[e] = 0;
                    let le = self.labelend[v];
                    self.assign_label(v, 2, le);
                }
                j += jstep;
            }
        }
        self.label[b] = u8::MAX;
        self.labelend[b] = NONE;
        self.blossomchilds[b] = Vec::new();
        self.blossomendps[b] = Vec::new();
        self.blossombase[b] = NONE;
        self.blossombestedges[b] = None;
        self.bestedge[b] = NONE;
        self.unusedblossoms.push(b);
    }

    fn augment_blossom(&mut self, b: usize, v: usize) {
        let mut t = v;
        while self.blossomparent[t] != b {
            t = self.blossomparent[t];
        }
        if t >= self.nv {
            self.augment_blossom(t, v);
        }
        let len = self.blossomchilds[b].len() as isize;
        let i = self.blossomchilds[b].iter().position(|&c| c == t).unwrap();
        let mut j = i as isize;
        let (jstep, endptrick): (isize, usize) = if i & 1 == 1 {
            j -= len;
            (1, 0)
        } else {
            (-1, 1)
        };
        let at = |j: isize| -> usize { j.rem_euclid(len) as usize };
        while j != 0 {
            j += jstep;
            let t = self.blossomchilds[b][at(j)];
            let p = self.blossomendps[b][at(j - endptrick as isize)] ^ endptrick;
            if t >= self.nv {
                self.augment_blossom(t, self.endpoint[p]);
            }
            j += jstep;
            let t = self.blossomchilds[b][at(j)];
            if t >= self.nv {
                self.augment_blossom(t, self.endpoint[p ^ 1]);
            }
            self.mate[self.endpoint[p]] = p ^ 1;
            self.mate[self.endpoint[p ^ 1]] = p;
        }
        self.blossomchilds[b].rotate_left(i);
        self.blossomendps[b].rotate_left(i);
        self.blossombase[b] = self.blossombase[self.blossomchilds[b][0]];
    }

    fn augment_matching(&mut self, k: usize) {
        let (v, w, _) = self.edges[k];
        for (mut s, mut p) in [(v, 2 * k + 1), (w, 2 * k)] {
            loop {
                let bs = self.inblossom[s];
                if bs >= self.nv {
                    self.augment_blossom(bs, s);
                }
                self.mate[s] = p;
                if self.labelend[bs] == NONE {
                    break;
                }
                let t = self.endpoint[self.labelend[bs]];
                let bt = self.inblossom[t];
                s = self.endpoint[self.labelend[bt]];
                let j = self.endpoint[self.labelend[bt] ^ 1];
                if bt >= self.nv {
                    self.augment_blossom(bt, j);
                }
                self.mate[j] = self.labelend[bt];
                p = self.labelend[bt] ^ 1;
            }
        }
    }

    fn run(mut self) -> Vec<Option<usize>> {
        let nv = self.nv;
        for _ in 0..nv {
            self.label.iter_mut().for_each(|l| *l = 0);
            self.bestedge.iter_mut().for_each(|e| *e = NONE);
            for b in nv..2 * nv {
                self.blossombestedges[b] = None;
            }
            self.allowedge.iter_mut().for_each(|a| *a = false);
            self.queue.clear();
            for v in 0..nv {
                if self.mate[v] == NONE && self.label[self.inblossom[v]] == 0 {
                    self.assign_label(v, 1, NONE);
                }
            }
            let mut augmented = false;
            loop {
                while let Some(v) = self.queue.pop() {
                    if augmented {
                        break;
                    }
                    for idx in 0..self.neighbend[v].len() {
                        let p = self.neighbend[v][idx];
                        let k = p / 2;
                        let w = self.endpoint[p];
                        if self.inblossom[v] == self.inblossom[w] {
                            continue;
                        }
                        let mut kslack = Wide::ZERO;
                        if !self.allowedge[k] {
                            kslack = self.slack(k);
                            if kslack.is_zero() {
                                self.allowedge[k] = true;
                            }
                        }
                        if self.allowedge[k] {
                            if self.label[self.inblossom[w]] == 0 {
                                self.assign_label(w, 2, p ^ 1);
                            } else if self.label[self.inblossom[w]] == 1 {
                                let base = self.scan_blossom(v, w);
                                if base != NONE {
                                    self.add_blossom(base, k);
                                } else {
                                    self.augment_matching(k);
                                    augmented = true;
                                    break;
                                }
                            } else if self.label[w] == 0 {
                                self.label[w] = 2;
                                self.labelend[w] = p ^ 1;
                            }
                        } else if self.label[self.inblossom[w]] == 1 {
                            let b = self.inblossom[v];
                            if self.bestedge[b] == NONE || kslack < self.slack(self.bestedge[b]) {
                                self.bestedge[b] = k;
                            }
                        } else if self.label[w] == 0
                            && (self.bestedge[w] == NONE || kslack < self.slack(self.bestedge[w]))
                        {
                            self.bestedge[w] = k;
                        }
                    }
                }
                if augmented {
                    break;
                }
                // Type 1: the smallest vertex dual (the matching is then optimal).
                let mut deltatype = 1;
                let mut delta = *self.dualvar[..nv].iter().min().unwrap();
                let mut deltaedge = NONE;
                let mut deltablossom = NONE;
                for v in 0..nv {
                    if self.label[self.inblossom[v]] == 0 && self.bestedge[v] != NONE {
                        let d = self.slack(self.bestedge[v]);
                        if d < delta {
                            delta = d;
                            deltatype = 2;
                            deltaedge = self.bestedge[v];
                        }
                    }
                }
                for b in 0..2 * nv {
                    if self.blossomparent[b] == NONE
                        && self.label[b] == 1
                        && self.bestedge[b] != NONE
                    {
                        let mut d = self.slack(self.bestedge[b]);
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
                for v in 0..nv {
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
                match deltatype {
                    1 => break,
                    2 => {
                        self.allowedge[deltaedge] = true;
                        let (mut i, j, _) = self.edges[deltaedge];
                        if self.label[self.inblossom[i]] == 0 {
                            i = j;
                        }
                        self.queue.push(i);
                    }
                    3 => {
                        self.allowedge[deltaedge] = true;
                        let (i, _, _) = self.edges[deltaedge];
                        self.queue.push(i);
                    }
                    _ => self.expand_blossom(deltablossom, false),
                }
            }
            if !augmented {
                break;
            }
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
        (0..nv)
            .map(|v| (self.mate[v] != NONE).then(|| self.endpoint[self.mate[v]]))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
    fn brute(n: usize, edges: &[(usize, usize, Wide<2>)]) -> u64 {
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
        let mut wt = vec![vec![0; n]; n];
        for &(i, j, x) in edges {
            wt[i][j] = x.0[0];
            wt[j][i] = x.0[0];
        }
        go(0, n, &mut vec![false; n], &wt)
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
        assert_eq!(total(&e, &m), brute(9, &e));
    }

    #[test]
    fn random_graphs_agree_with_brute_force() {
        use rand::{Rng, SeedableRng};
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
            assert_eq!(total(&e, &m), brute(n, &e), "{e:?}");
        }
    }
}
