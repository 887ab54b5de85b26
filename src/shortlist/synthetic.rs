//! Deterministic synthetic embedding sets for tests and benchmarks, standing
//! in for real sentence embeddings until those are available.
//!
//! [`clustered`] draws unit vectors around cluster centres with anisotropic
//! spread, roughly shaped like sentence-embedding corpora (a shared mean
//! direction, topical clusters, a few dominant within-topic directions and a
//! small isotropic residual). [`describe`] states the recipe for reports.
//! The output depends only on the spec (not on the thread count).

use rayon::prelude::*;

/// What to generate.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SyntheticSpec {
    /// Corpus vectors.
    pub n: usize,
    /// Dimension.
    pub dim: usize,
    /// Cluster centres.
    pub clusters: usize,
    /// Held-out query vectors.
    pub queries: usize,
    /// RNG seed.
    pub seed: u64,
}

impl SyntheticSpec {
    /// `n` corpus vectors of dimension `dim` with one cluster per 100
    /// vectors (at least 1) and `queries` held-out queries.
    pub fn new(n: usize, dim: usize, queries: usize, seed: u64) -> Self {
        SyntheticSpec {
            n,
            dim,
            clusters: (n / 100).max(1),
            queries,
            seed,
        }
    }
}

/// Number of shared within-cluster spread directions.
const DIRECTIONS: usize = 64;
/// Weight of the shared mean direction in each centre (cross-cluster cosine ≈ 0.08).
const MEAN_WEIGHT: f32 = 0.3;
/// Median norm of a point's anisotropic offset from its (unit) centre.
const SPREAD: f32 = 0.75;
/// Norm of the isotropic residual added to every point.
const RESIDUAL: f32 = 0.25;
/// Norm of the extra isotropic perturbation applied to held-out queries.
const QUERY_NOISE: f32 = 0.2;

/// A one-line description of the recipe, for benchmark reports.
pub fn describe(spec: &SyntheticSpec) -> String {
    format!(
        "synthetic clustered unit vectors (anchorage::shortlist::synthetic, seed {}): {} x {}-d corpus, {} cluster centres \
         = normalise({MEAN_WEIGHT} * shared mean direction + random unit vector); cluster sizes skewed (cluster = floor(C * u^1.5)); \
         point = normalise(centre + anisotropic offset (median norm {SPREAD}, per-cluster log-normal spread) along {DIRECTIONS} shared \
         directions with power-law (j+1)^-1/2 scales + isotropic residual of norm {RESIDUAL}); {} queries = held-out points from the \
         same distribution + isotropic perturbation of norm {QUERY_NOISE}, normalised",
        spec.seed, spec.n, spec.dim, spec.clusters, spec.queries
    )
}

/// SplitMix64: tiny, fast, good enough for test data.
#[derive(Debug, Clone)]
pub struct Rng(u64);

impl Rng {
    /// A generator for stream `stream` of `seed`.
    pub fn new(seed: u64, stream: u64) -> Self {
        let mut r = Rng(seed ^ stream.wrapping_mul(0xD2B7_4407_B1CE_6E93));
        r.next_u64();
        r
    }
    /// A generator whose raw SplitMix64 state is `state` (no stream mixing,
    /// no warm-up): for callers that must reproduce an existing sequence.
    pub fn from_state(state: u64) -> Self {
        Rng(state)
    }
    /// Next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    /// Uniform in `0..n` (0 when `n` is 0), by modulo.
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n.max(1) as u64) as usize
    }
    /// True with probability `p` (53-bit resolution).
    pub fn chance(&mut self, p: f64) -> bool {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64 <= p
    }
    /// Fisher-Yates shuffle in place.
    pub fn shuffle<T>(&mut self, v: &mut [T]) {
        for i in (1..v.len()).rev() {
            v.swap(i, self.below(i + 1));
        }
    }
    /// Uniform in [0, 1).
    pub fn uniform(&mut self) -> f32 {
        (self.next_u64() >> 40) as f32 / (1u64 << 24) as f32
    }
    /// Standard normal (Box-Muller).
    pub fn gauss(&mut self) -> f32 {
        let u1 = 1.0 - self.uniform(); // (0, 1]
        let u2 = self.uniform();
        (-2.0 * u1.ln()).sqrt() * (std::f32::consts::TAU * u2).cos()
    }
    /// A random unit vector.
    pub fn unit(&mut self, dim: usize) -> Vec<f32> {
        let mut v: Vec<f32> = (0..dim).map(|_| self.gauss()).collect();
        normalise(&mut v);
        v
    }
}

fn normalise(v: &mut [f32]) {
    let n = v.iter().map(|x| x * x).sum::<f32>().sqrt();
    if n > 0.0 {
        v.iter_mut().for_each(|x| *x /= n);
    }
}

struct Model {
    dim: usize,
    centres: Vec<Vec<f32>>,
    /// Per cluster: offset norm and per-direction scales.
    scales: Vec<(f32, [f32; DIRECTIONS])>,
    directions: Vec<Vec<f32>>,
}

impl Model {
    fn new(spec: &SyntheticSpec) -> Self {
        let dim = spec.dim;
        let mut rng = Rng::new(spec.seed, u64::MAX);
        let mean = rng.unit(dim);
        let directions: Vec<Vec<f32>> = (0..DIRECTIONS).map(|_| rng.unit(dim)).collect();
        let lambda: Vec<f32> = (0..DIRECTIONS)
            .map(|j| 1.0 / ((j + 1) as f32).sqrt())
            .collect();
        let clusters = spec.clusters.max(1);
        let mut centres = Vec::with_capacity(clusters);
        let mut scales = Vec::with_capacity(clusters);
        for _ in 0..clusters {
            let mut c = rng.unit(dim);
            c.iter_mut()
                .zip(&mean)
                .for_each(|(x, m)| *x += MEAN_WEIGHT * m);
            normalise(&mut c);
            centres.push(c);
            let mut s = [0.0f32; DIRECTIONS];
            for j in 0..DIRECTIONS {
                s[j] = lambda[j] * (0.5 * rng.gauss()).exp();
            }
            // Random direction order per cluster, so clusters stretch along different axes.
            for j in (1..DIRECTIONS).rev() {
                let r = (rng.next_u64() % (j as u64 + 1)) as usize;
                s.swap(j, r);
            }
            let norm = s.iter().map(|x| x * x).sum::<f32>().sqrt();
            s.iter_mut().for_each(|x| *x /= norm);
            let tau = SPREAD * (0.25 * rng.gauss()).exp();
            scales.push((tau, s));
        }
        Model {
            dim,
            centres,
            scales,
            directions,
        }
    }

    fn point(&self, rng: &mut Rng) -> Vec<f32> {
        let c = ((self.centres.len() as f32 * rng.uniform().powf(1.5)) as usize)
            .min(self.centres.len() - 1);
        let mut v = self.centres[c].clone();
        let (tau, s) = &self.scales[c];
        for (j, d) in self.directions.iter().enumerate() {
            let w = tau * s[j] * rng.gauss();
            v.iter_mut().zip(d).for_each(|(x, y)| *x += w * y);
        }
        let sigma = RESIDUAL / (self.dim as f32).sqrt();
        v.iter_mut().for_each(|x| *x += sigma * rng.gauss());
        normalise(&mut v);
        v
    }
}

/// Generates `(corpus, queries)` for `spec`, in parallel, deterministically.
pub fn clustered(spec: &SyntheticSpec) -> (Vec<Vec<f32>>, Vec<Vec<f32>>) {
    let model = Model::new(spec);
    let corpus: Vec<Vec<f32>> = (0..spec.n)
        .into_par_iter()
        .map(|i| model.point(&mut Rng::new(spec.seed, i as u64)))
        .collect();
    let sigma = QUERY_NOISE / (spec.dim as f32).sqrt();
    let queries: Vec<Vec<f32>> = (0..spec.queries)
        .into_par_iter()
        .map(|i| {
            let mut rng = Rng::new(spec.seed, (1u64 << 48) + i as u64);
            let mut q = model.point(&mut rng);
            q.iter_mut().for_each(|x| *x += sigma * rng.gauss());
            normalise(&mut q);
            q
        })
        .collect();
    (corpus, queries)
}
