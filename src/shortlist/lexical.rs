//! Okapi BM25 over short documents (sentences).

use rustc_hash::FxHashMap as HashMap;

/// BM25 term-frequency saturation.
const K1: f32 = 1.2;
/// BM25 length normalisation.
const B: f32 = 0.75;

/// A short English stopword list: function words only, so names, numbers and
/// content words always count.
const STOPWORDS: &[&str] = &[
    "a", "an", "and", "are", "as", "at", "be", "been", "but", "by", "did", "do", "does", "for",
    "from", "had", "has", "have", "he", "her", "his", "i", "if", "in", "into", "is", "it", "its",
    "of", "on", "or", "our", "s", "she", "so", "t", "than", "that", "the", "their", "them", "then",
    "there", "these", "they", "this", "those", "to", "was", "we", "were", "what", "when", "which",
    "who", "will", "with", "would", "you",
];

fn is_stopword(t: &str) -> bool {
    STOPWORDS.binary_search(&t).is_ok()
}

/// Lowercase alphanumeric tokens, stopwords removed, no stemming (names and
/// numbers must match exactly). Inside a number, `.` and `,` between digits
/// are kept as part of the token, and thousands commas are dropped, so
/// `3.5`, `1,200` and `1200` tokenise as `3.5`, `1200`, `1200`.
pub fn tokenize(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut cur = String::new();
    let flush = |cur: &mut String, out: &mut Vec<String>| {
        if !cur.is_empty() {
            let t = std::mem::take(cur);
            if !is_stopword(&t) {
                out.push(t);
            }
        }
    };
    for (i, &c) in chars.iter().enumerate() {
        if c.is_alphanumeric() {
            cur.extend(c.to_lowercase());
        } else if (c == '.' || c == ',')
            && i > 0
            && chars[i - 1].is_ascii_digit()
            && chars.get(i + 1).is_some_and(|n| n.is_ascii_digit())
        {
            if c == '.' {
                cur.push('.');
            } // ',' between digits: thousands separator, dropped
        } else {
            flush(&mut cur, &mut out);
        }
    }
    flush(&mut cur, &mut out);
    out
}

/// Okapi BM25 (k1 = 1.2, b = 0.75, idf = ln(1 + (N - df + 0.5) / (df + 0.5)),
/// which is never negative) with an inverted index.
#[derive(Debug, Clone)]
pub struct Bm25 {
    postings: HashMap<String, Vec<(u32, u32)>>,
    doc_len: Vec<u32>,
    avg_len: f32,
}

impl Bm25 {
    /// Indexes `docs`; ids are positions in `docs`.
    pub fn new(docs: &[&str]) -> Self {
        let mut postings: HashMap<String, Vec<(u32, u32)>> = HashMap::default();
        let mut doc_len = Vec::with_capacity(docs.len());
        for (id, d) in docs.iter().enumerate() {
            let toks = tokenize(d);
            doc_len.push(toks.len() as u32);
            let mut tf: HashMap<String, u32> = HashMap::default();
            for t in toks {
                *tf.entry(t).or_default() += 1;
            }
            for (t, n) in tf {
                postings.entry(t).or_default().push((id as u32, n));
            }
        }
        let total: u64 = doc_len.iter().map(|&l| l as u64).sum();
        let avg_len = if doc_len.is_empty() {
            0.0
        } else {
            total as f32 / doc_len.len() as f32
        };
        Bm25 {
            postings,
            doc_len,
            avg_len,
        }
    }

    /// Number of indexed documents.
    pub fn len(&self) -> usize {
        self.doc_len.len()
    }

    /// True when no document is indexed.
    pub fn is_empty(&self) -> bool {
        self.doc_len.is_empty()
    }

    /// The BM25 score of every document for `query` (0 where no term
    /// matches). Repeated query terms count once.
    pub fn scores(&self, query: &str) -> Vec<f32> {
        let mut scores = vec![0.0f32; self.doc_len.len()];
        let n = self.doc_len.len() as f32;
        let avg = if self.avg_len > 0.0 {
            self.avg_len
        } else {
            1.0
        };
        let mut terms = tokenize(query);
        terms.sort_unstable();
        terms.dedup();
        for t in &terms {
            let Some(list) = self.postings.get(t) else {
                continue;
            };
            let df = list.len() as f32;
            let idf = (1.0 + (n - df + 0.5) / (df + 0.5)).ln();
            for &(id, tf) in list {
                let tf = tf as f32;
                let len = self.doc_len[id as usize] as f32;
                scores[id as usize] +=
                    idf * tf * (K1 + 1.0) / (tf + K1 * (1.0 - B + B * len / avg));
            }
        }
        scores
    }

    /// The `k` best-scoring documents with a positive score, best first
    /// (ties: lower id first).
    pub fn top_k(&self, query: &str, k: usize) -> Vec<(usize, f32)> {
        let mut hits: Vec<(usize, f32)> = self
            .scores(query)
            .into_iter()
            .enumerate()
            .filter(|&(_, s)| s > 0.0)
            .collect();
        let cmp = |a: &(usize, f32), b: &(usize, f32)| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0));
        if k < hits.len() {
            if k == 0 {
                return Vec::new();
            }
            hits.select_nth_unstable_by(k - 1, cmp);
            hits.truncate(k);
        }
        hits.sort_unstable_by(cmp);
        hits
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stopwords_sorted() {
        assert!(STOPWORDS.windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn tokenises_numbers_and_names() {
        assert_eq!(
            tokenize("The GDP grew 3.5% in 2023, to $1,200bn."),
            ["gdp", "grew", "3.5", "2023", "1200bn"]
        );
        assert_eq!(
            tokenize("Ada Lovelace's notes"),
            ["ada", "lovelace", "notes"]
        );
        assert!(tokenize("").is_empty());
    }
}
