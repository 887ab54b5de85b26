//! The built-in example `anchorage demo` runs, from Bahith's citation docs:
//! an answer whose claims cite one longer source, chosen so that each
//! verdict shows: claims the source supports (one in other words), one it
//! contradicts (a number), and ones it does not support. The first is
//! Bahith's seed claim, which must anchor to the O(n²·d) sentence (whether
//! it verifies depends on the NLI model knowing that O(n²) is quadratic;
//! the shipped one does not).

use crate::source::Source;

/// The answer whose claims the demo anchors.
pub const ANSWER: &str = "Transformer training is dominated by attention, which scales quadratically with sequence length. \
Attention was first introduced for speech recognition in 1985. \
The Transformer relies entirely on attention instead of recurrence. \
The base model was trained for 3.5 days on eight P100 GPUs. \
Its English-German training data held about 45 million sentence pairs.";

/// The claim spans of [`ANSWER`], as byte ranges, in answer order: the
/// seed claim (a clause), then one sentence each.
pub fn claims() -> Vec<(usize, usize)> {
    let seed = ANSWER.find("scales quadratically").expect("seed claim present");
    let mut out = vec![(seed, ANSWER.find(". ").expect("end of the first sentence"))];
    let mut at = ANSWER.find(". ").expect("first sentence") + 2;
    while at < ANSWER.len() {
        let end = ANSWER[at..].find(". ").map_or(ANSWER.len() - 1, |k| at + k);
        out.push((at, end));
        at = end + 2;
    }
    out
}

/// The cited source: a few paragraphs about attention, with the supporting sentence in the middle.
pub fn source() -> Source {
    Source {
        id: "vaswani2017".into(),
        text: Some(SOURCE_TEXT.into()),
        title: Some("Attention Is All You Need".into()),
        url: Some("https://arxiv.org/abs/1706.03762".into()),
        source_type: Some("paper".into()),
        year: Some(2017),
        ..Default::default()
    }
}

const SOURCE_TEXT: &str = "Recurrent models typically factor computation along the symbol positions of the input and output sequences. \
This inherently sequential nature precludes parallelization within training examples, which becomes critical at longer sequence lengths. \
The Transformer is a model architecture eschewing recurrence and instead relying entirely on an attention mechanism to draw global dependencies between input and output.\n\n\
In this section we compare various aspects of self-attention layers to the recurrent and convolutional layers commonly used for mapping one variable-length sequence of symbol representations to another. \
The complexity of self-attention is O(n²·d), where n is the sequence length and d the representation dimension. \
A recurrent layer requires O(n) sequential operations, whereas a self-attention layer connects all positions with a constant number of sequentially executed operations. \
Self-attention layers are faster than recurrent layers when the sequence length n is smaller than the representation dimensionality d.\n\n\
We trained on the standard WMT 2014 English-German dataset consisting of about 4.5 million sentence pairs. \
Training took 3.5 days on 8 P100 GPUs.";
