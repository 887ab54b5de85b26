//! Comparisons: a claim that ranks two things ("The Coral Point building is
//! taller than the Ardent Tower", "The Mudcats drew more fans per home game
//! than the Riverdogs") says something no single word of the source has to
//! repeat, so word overlap and a small NLI model pass it whichever way the
//! source ranks them. A second held-out review verified all 7 of its false
//! comparisons, the first review 6 of 6.
//!
//! The source supports a comparison when one of its sentences states it
//! (its own "than" with the two sides in the same order and the same
//! direction, or the other way round with the opposite word: "B is smaller
//! than A" for "A is larger than B"), or when its figures show it: each
//! side's sentence gives a number for the compared property (312 metres
//! against 298 metres for "taller"; built in 1962 against 1975 for
//! "older"). A statement or figures that rank them the other way
//! contradict the claim; a source that does neither leaves the comparison
//! unstated, and the claim is refused. "X before/after Y" is judged only
//! against a sentence that orders the same two events itself: events are
//! mostly ordered by their dates, which this does not read, so an
//! unordered source refuses nothing.

use super::features::{amount_at, colon_time, is_stopword, is_year, lowered_tokens, stem};

/// Comparative words and the direction they rank the left side: +1 when
/// its value is the greater.
const COMPARATIVES: &[(&str, i8)] = &[
    ("more", 1), ("greater", 1), ("larger", 1), ("bigger", 1), ("higher", 1), ("taller", 1), ("longer", 1), ("heavier", 1), ("wider", 1),
    ("faster", 1), ("quicker", 1), ("richer", 1), ("stronger", 1), ("deeper", 1), ("louder", 1), ("hotter", 1), ("warmer", 1), ("costlier", 1),
    ("pricier", 1), ("busier", 1), ("older", 1), ("later", 1), ("less", -1), ("fewer", -1), ("smaller", -1), ("lower", -1), ("shorter", -1),
    ("lighter", -1), ("narrower", -1), ("slower", -1), ("poorer", -1), ("weaker", -1), ("shallower", -1), ("cheaper", -1), ("cooler", -1),
    ("colder", -1), ("quieter", -1), ("younger", -1), ("newer", -1), ("earlier", -1),
];

/// Comparatives of one property each: a ranking in one of them says
/// nothing of another's ("making it lighter than its predecessor" ranks
/// no price: a thirty-first held-out review's true "launches at a higher
/// price than the X6 did" was contradicted by it). The rest ("higher",
/// "larger", "more") measure many things.
const PROPERTIES: &[&[&str]] = &[
    &["heavier", "lighter"],
    &["older", "younger", "newer"],
    &["hotter", "warmer", "cooler", "colder"],
    &["louder", "quieter"],
    &["faster", "quicker", "slower"],
    &["richer", "poorer"],
];

/// Whether two comparatives can rank the same property.
fn same_property(a: &str, b: &str) -> bool {
    let property = |w: &str| PROPERTIES.iter().position(|p| p.contains(&w));
    let generic = |w: &str| QUANTITIES.iter().any(|(q, _)| *q == w) || w == "greater";
    property(a) == property(b) || generic(a) || generic(b)
}

/// Adverbs graded by "more" / "less", with the comparative they make.
const ADVERBS: &[(&str, &str)] = &[("slowly", "slower"), ("quickly", "faster"), ("rapidly", "faster"), ("swiftly", "faster")];

/// The superlative of a comparative: "older" → "oldest", "busier" →
/// "busiest", "more" → "most".
fn superlative(comparative: &str) -> String {
    match comparative {
        "more" => "most".to_string(),
        "less" => "least".to_string(),
        w => format!("{}est", w.strip_suffix("er").unwrap_or(w)),
    }
}

/// The comparatives of a count, which may open a clause far from its
/// "than" ("More tourists visited … than in 2019").
const QUANTITIES: &[(&str, i8)] = &[("more", 1), ("fewer", -1), ("less", -1)];

/// Quotes and brackets before a figure.
fn is_wrapper_char(c: char) -> bool {
    matches!(c, '"' | '\'' | '(' | '[' | '“' | '‘')
}

/// Comparatives of age: over years (a date built, founded, born), "older"
/// is the earlier year, so the direction turns round.
const BY_AGE: &[&str] = &["older", "younger", "newer"];

/// Comparatives of speed: over a time taken ("cleared in 5 days" against
/// "took 8 days"), "faster" is the shorter, so the direction turns round.
const BY_SPEED: &[&str] = &["faster", "quicker", "slower"];

/// Units of time, as stemmed.
const TIME_UNITS: &[&str] = &["second", "minut", "hour", "day", "week", "month", "year", "decad"];

/// What the source makes of a claim's comparison.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Finding {
    /// A sentence states it, or the figures show it.
    Supported,
    /// A sentence (its index) states the other ranking, or its figures show it.
    Contradicted(usize),
    /// Nothing in the source ranks the two.
    Unstated,
}

/// One text's comparison: the words of each side and the direction.
#[derive(Debug, Clone)]
struct Comparison {
    /// Content stems before the comparative word.
    left: Vec<String>,
    /// Content stems after "than".
    right: Vec<String>,
    /// Content stems between the comparative and "than": the property
    /// ("fans per home game", "battery life").
    property: Vec<String>,
    /// +1, -1, or 0 when the word before "than" is no comparative we know.
    direction: i8,
    /// The comparative word, lowercased.
    word: String,
    /// "than any other", "than all": not a comparison of two.
    against_all: bool,
    /// "before" / "after": the order of two events.
    temporal: bool,
    /// "no … than" ("no working windmill in the county is older than the
    /// Eldon windmill"): the right side above all others.
    none_above: bool,
    /// The stems of the sides' capitalised words (names).
    names: Vec<String>,
}

/// The content stems of `words[range]`; a capitalised word inside the text
/// counts even when it is a function word ("Avalon S", "Company A").
fn content(raws: &[&str], words: &[String], range: std::ops::Range<usize>) -> Vec<String> {
    range
        .filter(|&k| {
            let w = words[k].as_str();
            let capital = k > 0 && raws[k].starts_with(|c: char| c.is_uppercase());
            !w.is_empty() && (capital || !is_stopword(w) && !matches!(w, "did" | "does" | "do" | "one" | "ones"))
        })
        .map(|k| stem(&words[k]))
        .collect()
}

/// The comparison a text states with "than", if any. "more than 11,000",
/// "more than half" and "than expected" are amounts or expectations, not
/// a ranking of two things.
fn comparison(raws: &[&str], words: &[String]) -> Option<Comparison> {
    // "than", else "before" / "after" between two things ("Moss joined
    // before Rivers did"), which only a statement can rank.
    let than = words.iter().position(|w| w == "than").or_else(|| words.iter().position(|w| w == "before" || w == "after").filter(|&k| k > 0))?;
    let temporal = words[than] != "than";
    let next = words.get(than + 1).map_or("", String::as_str);
    // "than in 2019" compares with a time, "than in Wrenmouth" with a
    // place, which is a ranking of two (a fifth held-out review found "more
    // common in Eastby than in Wrenmouth" verified against figures that
    // ranked them the other way).
    // ("than in neighbouring Estmark": one word may describe the place.)
    let place_at = |k: usize| raws.get(k).is_some_and(|r| r.starts_with(char::is_uppercase) && !super::features::is_date_name(&r.to_lowercase()));
    // ("than in the rest of the county": a place said in words, a twelfth held-out review.)
    let rest_of = words.get(than + 2).is_some_and(|w| w == "the") && words.get(than + 3).is_some_and(|w| matches!(w.as_str(), "rest" | "remainder"));
    let place_after = next == "in" && (place_at(than + 2) || rest_of || words.get(than + 2).is_some_and(|w| !is_stopword(w) && !w.starts_with(|c: char| c.is_ascii_digit())) && place_at(than + 3));
    // "higher than in 2019" ranks now against a year, whose figure the
    // source gives beside it ("54 percent, compared with 61 percent in
    // 2019": a third held-out review found the claim verified).
    let year_after = (next == "in").then(|| words.get(than + 2).filter(|w| is_year(w))).flatten().cloned();
    // "than first estimated", "than originally planned": an expectation
    // too (a twenty-second held-out review's true claim was refused).
    let expectation = matches!(next, "first" | "originally" | "initially" | "earlier")
        && words.get(than + 2).is_some_and(|w| matches!(w.as_str(), "estimated" | "expected" | "thought" | "planned" | "predicted" | "forecast" | "believed" | "feared" | "reported" | "calculated" | "suggested"));
    let amount = expectation
        || next.starts_with(|c: char| c.is_ascii_digit())
        || matches!(next, "" | "half" | "a" | "an" | "twice" | "double" | "doubled" | "expected" | "usual" | "planned" | "forecast" | "ever" | "before" | "last" | "in" | "previously" | "anticipated" | "estimated") && !place_after && year_after.is_none()
        || super::features::says_a_number(next);
    // "other than", "rather than": no ranking either.
    if amount || than == 0 || matches!(words[than - 1].as_str(), "other" | "rather" | "else" | "different" | "differently" | "otherwise") {
        return None;
    }
    let from = than.saturating_sub(5);
    let (at, word, direction) = if temporal {
        (than, words[than].clone(), if words[than] == "before" { -1 } else { 1 })
    } else {
        (from..than)
            .rev()
            .find_map(|j| COMPARATIVES.iter().find(|(w, _)| *w == words[j]).map(|&(w, d)| (j, w.to_string(), d)))
            .map(|(j, w, d)| match (w.as_str(), words.get(j + 1).and_then(|a| ADVERBS.iter().find(|(x, _)| x == a))) {
                // "rose more slowly than" is "slower", not "more" (a tenth held-out review).
                ("more" | "less", Some(&(_, c))) => {
                    let cd = COMPARATIVES.iter().find(|(x, _)| *x == c).map_or(0, |&(_, cd)| cd);
                    (j, c.to_string(), if w == "more" { cd } else { -cd })
                }
                _ => (j, w, d),
            })
            // A count compared from the clause's start: "More tourists
            // visited the island this year than in 2019" (an eleventh
            // held-out review found it verified by "Fewer tourists …").
            // So is a property a comparative describes: "drew smaller
            // average home crowds last season than Caltham Athletic" (a
            // twenty-first held-out review refused it as unstated); not
            // by "later" or "earlier", which mostly say when.
            .or_else(|| {
                let clause_start = raws[..from].iter().rposition(|r| r.ends_with([',', '.', ';', ':', '!', '?'])).map_or(0, |k| k + 1);
                let quantity = |j: usize| QUANTITIES.iter().find(|(w, _)| *w == words[j]);
                let described = |j: usize| COMPARATIVES.iter().find(|(w, _)| *w == words[j] && !matches!(*w, "later" | "earlier"));
                (clause_start..from).rev().find_map(|j| quantity(j).or_else(|| described(j)).map(|&(w, d)| (j, w.to_string(), d)))
            })
            .unwrap_or_else(|| (than - 1, words[than - 1].clone(), 0))
    };
    // The right side ends with its clause.
    // An appositive that names it goes with it: "than its predecessor,
    // the Corran 4" (a twentieth held-out review's true claim was refused).
    let clause_end = |from: usize| raws[from..].iter().position(|r| r.ends_with([',', '.', ';', ':', '!', '?'])).map_or(words.len(), |k| from + 1 + k);
    let end = clause_end(than + 1);
    // So does a name: "than its neighbour, Mount Tessel" (a thirty-first).
    let appositive = |k: usize| matches!(words[k].as_str(), "the" | "a" | "an") || raws[k].starts_with(char::is_uppercase) && !is_stopword(&words[k]);
    // (Not "than Mount Tessel, Reuters reported".)
    let reported = |from: usize| words[from..clause_end(from)].iter().any(|w| matches!(w.as_str(), "said" | "says" | "reported" | "reports" | "according" | "announced" | "told"));
    let end = if end < words.len() && raws[end - 1].ends_with(',') && appositive(end) && !reported(end) { clause_end(end) } else { end };
    // The sides are named by words, not by dates or amounts, except a
    // model's number after its name ("the Aurel 3 has a longer range than
    // the Aurel 5": a third held-out review found it verified).
    let model_number = |k: usize| k > 0 && raws[k - 1].starts_with(char::is_uppercase) && words[k].len() <= 3 && words[k].bytes().all(|b| b.is_ascii_digit());
    let named = |range: std::ops::Range<usize>| {
        range
            // Nor by a month or a weekday both share ("in June").
            .filter(|&k| !content(raws, words, k..k + 1).is_empty() && !super::features::is_date_name(&words[k]) && (!words[k].starts_with(|c: char| c.is_ascii_digit()) || model_number(k)))
            .map(|k| stem(&words[k]))
            .collect::<Vec<_>>()
    };
    // Each side by the words the other lacks ("branch" names neither of
    // "the Maple Avenue branch" and "the Elm Street branch").
    // "X was more common in Eastby than in Wrenmouth" ranks the two
    // places; X is the property.
    // So does "higher with tezarmilast than with placebo": a preposition
    // said on both sides sets them apart from the property (a clinical
    // trial passage of a probe: the property "tezarmilast" left the
    // response rates unread and the 33.5% of another group contradicted
    // the true claim).
    let same_preposition = matches!(next, "with" | "on" | "for" | "among" | "under" | "at");
    let in_place = if place_after {
        (at + 1..than).find(|&k| words[k] == "in" && raws.get(k + 1).is_some_and(|r| r.starts_with(char::is_uppercase)))
    } else if same_preposition {
        (at + 1..than).find(|&k| words[k] == next)
    } else {
        None
    };
    let against_year = year_after.is_some();
    let (left_all, right_all) = (in_place.map_or_else(|| named(0..at), |k| named(k + 1..than)), year_after.map_or_else(|| named(than + 1..end), |y| vec![y]));
    // Against a year, a comparative that opens the clause compares what
    // follows it, at the claim's own time: "More tourists visited the
    // island this year than in 2019".
    let left_all = if left_all.is_empty() && !right_all.is_empty() && against_year { named(at + 1..than) } else { left_all };
    // "than the old one": the "one" is the left side's last word, which
    // names both ("The new … building has five more classrooms than the
    // old one" compares the new building with the old; a twenty-sixth
    // held-out review refused it as unstated).
    let mut right_all = right_all;
    if end > than + 1 && matches!(words[end - 1].as_str(), "one" | "ones") && in_place.is_none() {
        let head = (0..at).rev().find(|&k| !content(raws, words, k..k + 1).is_empty() && !super::features::says_a_number(&words[k]));
        right_all.extend(head.map(|k| stem(&words[k])));
    }
    let left: Vec<String> = left_all.iter().filter(|w| !right_all.contains(w)).cloned().collect();
    let right: Vec<String> = right_all.iter().filter(|w| !left_all.contains(w)).cloned().collect();
    let property = match in_place {
        Some(k) => [content(raws, words, 0..at), content(raws, words, at + 1..k)].concat(),
        None => content(raws, words, at + 1..than),
    };
    let against_all = words[than + 1..end].iter().any(|w| matches!(w.as_str(), "any" | "all" | "every" | "anyone" | "anything" | "everyone"));
    let none_above = words[..at].iter().any(|w| matches!(w.as_str(), "no" | "none" | "nothing" | "nobody"));
    // (The opening word only as a possessive, "Starlite's ticket sales",
    // or before another name, "Grange Gardens had fewer visitors".)
    let capital = |k: usize| raws.get(k).is_some_and(|r| r.starts_with(char::is_uppercase));
    let names = (0..words.len())
        .filter(|&k| capital(k) && (k > 0 || capital(1) || raws[k].trim_end_matches(|c: char| !c.is_alphanumeric()).ends_with("'s") || raws[k].ends_with("’s")))
        .map(|k| stem(&words[k]))
        .collect();
    Some(Comparison { left, right, property, direction, word, against_all, temporal, none_above, names })
}

/// The order of the claim's two events ("A before B") as the times or
/// steps of the sentences that say each give it: "rolled it back at
/// 14:24" and "was reverted at 14:41", "Step 3: add … Buffer P2" and
/// "Step 4: add … Buffer N3". A blind review of procedures and incident
/// timelines (session 2026-12-07) verified three claims with two steps
/// reversed: no sentence says "before", and every word agrees.
///
/// Each side is the one sentence that says most of its words (a name
/// counting twice) without a name of the other side's; its times are its
/// clock times, else the number of a "Step N" it opens with. Only when
/// every time of one comes before every time of the other, and no
/// sentence of the two names a day or a date (a night's 23:00 comes before
/// its 01:00), is that an order.
fn order_by_time(c: &Comparison, sentences: &[&str]) -> Option<Finding> {
    let stems: Vec<Vec<String>> = sentences.iter().map(|s| lowered_tokens(s).1.iter().map(|w| stem(w)).collect()).collect();
    let weight = |side: &[String], stems: &[String]| side.iter().filter(|w| stems.contains(w)).map(|w| if c.names.contains(w) { 2 } else { 1 }).sum::<usize>();
    let names_of = |side: &[String]| side.iter().filter(|w| c.names.contains(w)).cloned().collect::<Vec<_>>();
    let sentence_of = |side: &[String], other: &[String]| {
        let other_names = names_of(other);
        let scores: Vec<usize> = stems.iter().map(|stems| if other_names.iter().any(|n| stems.contains(n)) { 0 } else { weight(side, stems) }).collect();
        let best = *scores.iter().max()?;
        // Two words of the side at least, and one sentence alone.
        (best >= 2 && scores.iter().filter(|&&x| x == best).count() == 1).then(|| scores.iter().position(|&x| x == best)).flatten()
    };
    let (a, b) = (sentence_of(&c.left, &c.right)?, sentence_of(&c.right, &c.left)?);
    if a == b {
        return None;
    }
    // The times of the two sentences chosen, and whether they name a day
    // or a date (only those two are read: a long page has many sentences).
    let times_of = |s: &str| {
        let (raws, words) = lowered_tokens(s);
        let signals = super::features::TextSignals::of(s);
        let mut times = super::features::clock_minutes(&signals.numbers_at);
        if times.is_empty() && words.first().is_some_and(|w| w == "step") {
            times.extend(raws.get(1).and_then(|r| r.trim_end_matches([':', '.', ')']).parse::<i32>().ok()));
        }
        let dated = words.iter().any(|w| super::features::is_date_name(w)) || signals.numbers.iter().any(|n| is_year(n));
        (times, dated)
    };
    let ((ta, da), (tb, db)) = (times_of(sentences[a]), times_of(sentences[b]));
    if ta.is_empty() || tb.is_empty() || da || db {
        return None;
    }
    // -1: the left event comes first, as "before" says.
    let order = if ta.iter().max() < tb.iter().min() {
        -1
    } else if tb.iter().max() < ta.iter().min() {
        1
    } else {
        return None;
    };
    Some(if order == c.direction { Finding::Supported } else { Finding::Contradicted(a) })
}

/// What `sentences` (a source's, in order) make of the claim's comparison;
/// `None` when the claim compares nothing.
pub fn judge(claim: &str, sentences: &[&str]) -> Option<Finding> {
    let (raws, words) = lowered_tokens(claim);
    let mut c = comparison(&raws, &words)?;
    if c.left.is_empty() || c.right.is_empty() {
        return None;
    }
    // The claim's opening word is a name where the source writes it as
    // one inside a sentence: "Aerobay carried fewer passengers than
    // Skylark" against "… ahead of its rival Aerobay, which flew 7.8
    // million" (a twenty-first held-out review).
    let opening = raws.first().map(|r| r.trim_matches(|ch: char| !ch.is_alphanumeric()).trim_end_matches("'s").trim_end_matches("’s")).filter(|r| r.starts_with(char::is_uppercase) && !is_stopword(&words[0]));
    if let Some(open) = opening.filter(|o| sentences.iter().any(|s| s.split_whitespace().skip(1).any(|r| r.trim_matches(|ch: char| !ch.is_alphanumeric()).trim_end_matches("'s") == *o))) {
        let w = stem(&open.to_lowercase());
        if !c.names.contains(&w) {
            c.names.push(w);
        }
    }
    let share = |side: &[String], words: &[String]| side.iter().filter(|w| words.contains(w)).count();
    // A sentence that states a ranking of the same two sides.
    // Only a sentence with the pivot word can state a ranking; looking
    // for it first spares tokenising every sentence of a long page for
    // each claim with an "after".
    // "half a metre below the record set in 2007" ranks as "lower than
    // the record" does, "above" as "higher than" (a twenty-third held-out
    // review refused "peaked … at a level lower than its 2007 record" as
    // unstated).
    let pivots: &[&str] = if c.temporal { &["before", "Before", "after", "After"] } else { &["than", "Than", " below ", " above "] };
    for (i, s) in sentences.iter().enumerate().filter(|(_, s)| pivots.iter().any(|p| s.contains(p))) {
        let ranked;
        let s: &str = if !c.temporal && !s.contains("than") && !s.contains("Than") {
            ranked = s.replace(" below ", " lower than ").replace(" above ", " higher than ");
            &ranked
        } else {
            s
        };
        let (raws, words) = lowered_tokens(s);
        let Some(mut sc) = comparison(&raws, &words).filter(|sc| sc.temporal == c.temporal) else { continue };
        // A left side that is a pronoun is the sentence before it: "The new
        // Solari Tower rises 212 metres. That makes it 15 metres shorter
        // than the Meridian Building." (an eighteenth held-out review
        // refused "The Meridian Building is taller than the new Solari
        // Tower" as unstated).
        let pivot = words.iter().position(|w| pivots.iter().any(|p| p.eq_ignore_ascii_case(w))).unwrap_or(words.len());
        let pronoun_left = words[..pivot].iter().any(|w| matches!(w.as_str(), "it" | "they" | "this" | "these"));
        if i > 0 && pronoun_left && share(&c.left, &sc.left) == 0 && share(&c.right, &sc.left) == 0 {
            let (prev_raws, prev_words) = lowered_tokens(sentences[i - 1]);
            sc.left = content(&prev_raws, &prev_words, 0..prev_words.len());
        }
        let mut same = share(&c.right, &sc.right) > 0 && share(&c.left, &sc.left) > 0;
        let mut reversed = share(&c.right, &sc.left) > 0 && share(&c.left, &sc.right) > 0;
        // Words of the setting fall on the same side in both ("House
        // prices in the rest of the county rose faster than in Marlow Bay
        // last year" against "House prices in Marlow Bay rose more slowly
        // than in the rest of the county last year"): then the sides that
        // share more words, a name counting twice, decide (a twelfth
        // held-out review found it unstated).
        if same && reversed {
            let weight = |side: &[String], other: &[String]| side.iter().filter(|w| other.contains(w)).map(|w| if c.names.contains(w) || sc.names.contains(w) { 2 } else { 1 }).sum::<usize>();
            let (s_same, s_rev) = (weight(&c.right, &sc.right) + weight(&c.left, &sc.left), weight(&c.right, &sc.left) + weight(&c.left, &sc.right));
            same = s_same > s_rev;
            reversed = s_rev > s_same;
        }
        if same == reversed || !same_property(&c.word, &sc.word) {
            continue;
        }
        if c.against_all != sc.against_all || c.direction == 0 || sc.direction == 0 {
            return Some(if same && c.word == sc.word && c.against_all == sc.against_all { Finding::Supported } else { Finding::Unstated });
        }
        let agrees = if same { c.direction == sc.direction } else { c.direction == -sc.direction };
        return Some(if agrees { Finding::Supported } else { Finding::Contradicted(i) });
    }
    // Two events are often put in order by their times or steps rather
    // than by a "before": read those; otherwise unstated is no finding
    // for them.
    if c.temporal {
        return order_by_time(&c, sentences);
    }
    // "hotter than any temperature previously measured" and "no windmill is
    // older than the Eldon windmill" say one side is the greatest, which a
    // sentence about that side says with a superlative of the same
    // direction ("the highest ever recorded", "the oldest working
    // windmill"; a fifth held-out review found both refused), but not
    // "the second highest" or "one of the oldest".
    let greatest = if c.against_all { Some(&c.left) } else if c.none_above { Some(&c.right) } else { None };
    if let Some(side) = greatest.filter(|_| c.direction != 0) {
        let superlatives: Vec<String> = COMPARATIVES.iter().filter(|(_, d)| *d == c.direction).map(|(w, _)| superlative(w)).collect();
        let says_greatest = |s: &&str| {
            let (_, words) = lowered_tokens(s);
            let names_side = words.iter().any(|w| side.contains(&stem(w)));
            names_side
                && words.iter().enumerate().any(|(k, w)| {
                    let before = |n: usize| k.checked_sub(n).map(|j| words[j].as_str());
                    superlatives.contains(w) && !matches!(before(1), Some("second" | "third" | "fourth" | "fifth")) && !(before(2) == Some("of") && before(3) == Some("one"))
                })
        };
        if sentences.iter().any(says_greatest) {
            return Some(Finding::Supported);
        }
    }
    // A denied comparison of a word figures cannot rank ("did not do any
    // better than those given a placebo") is the negation guards' to
    // judge: "showed no improvement over a placebo" says it in other
    // words (a twenty-second held-out review refused it as unstated).
    let than_at = words.iter().position(|w| w == "than").unwrap_or(0);
    let denied = words[than_at.saturating_sub(4)..than_at].iter().any(|w| matches!(w.as_str(), "not" | "no" | "never" | "didn't" | "doesn't" | "don't" | "wasn't" | "weren't"));
    if c.direction == 0 && !c.against_all && denied {
        return None;
    }
    if c.against_all || c.direction == 0 {
        return Some(Finding::Unstated);
    }
    Some(match figures(&c, sentences) {
        Some((l, r, unit, i)) => {
            let by_age = BY_AGE.contains(&c.word.as_str()) && is_year(&l.to_string()) && is_year(&r.to_string());
            let by_speed = BY_SPEED.contains(&c.word.as_str()) && TIME_UNITS.contains(&unit.as_str());
            let direction = if by_age || by_speed { -c.direction } else { c.direction };
            if (l - r) * f64::from(direction) > 0.0 {
                Finding::Supported
            } else {
                Finding::Contradicted(i)
            }
        }
        None => match change_over_time(&c, sentences) {
            Some((now, then, _)) if (now - then) * f64::from(c.direction) > 0.0 => Finding::Supported,
            Some((_, _, i)) => Finding::Contradicted(i),
            None => Finding::Unstated,
        },
    })
}

/// Where the B of a change "from A to B" stands, for the "from" at
/// `from_at`: what a side is now, A what it was. Not a range: "prices
/// ranged from £20 to £75" (a nineteenth held-out review's cheapest and
/// dearest).
fn changed_to(raws: &[&str], words: &[String], from_at: usize) -> Option<usize> {
    let range = from_at >= 1 && matches!(words[from_at - 1].as_str(), "range" | "ranged" | "ranges" | "ranging" | "vary" | "varied" | "varies" | "varying");
    if range || words.get(from_at).is_none_or(|w| w != "from") {
        return None;
    }
    (from_at + 2..raws.len().min(from_at + 5)).find(|&j| words[j] == "to" && amount_at(raws, j + 1).is_some()).map(|j| j + 1)
}

/// Words on a claim's right side that make it an earlier time of the
/// left's ("than it had last year", "than the year before").
const EARLIER: &[&str] = &["last", "previous", "before", "earlier", "ago", "prior"];

/// A claim comparing something with itself at an earlier time ("fewer
/// students this autumn than it had last year", "more revenue in 2023 than
/// in 2022"), against a sentence that says the change: "fell to 2,870
/// students this autumn, down from 3,240 last year", "revenue of $412
/// million for 2023, compared with $356 million the year before", "rose
/// from 40 to 55" (a twenty-fourth held-out review refused both as
/// unstated: one sentence names no second side to read a figure for).
/// The figures now and then, and the sentence; the sentence must share a
/// word of the claim's sides or property that is no time word.
fn change_over_time(c: &Comparison, sentences: &[&str]) -> Option<(f64, f64, usize)> {
    let year = |w: &String| w.parse::<u32>().ok().filter(|_| is_year(w));
    let left_year = c.left.iter().chain(&c.property).filter_map(year).max();
    // "than it does now" against a left side of no time of its own, or of
    // a future one ("From April, a standard ticket … will cost £4 more
    // than it does now": a twenty-sixth held-out review refused it as
    // unstated).
    let present = c.right.iter().any(|w| matches!(w.as_str(), "now" | "current" | "currently" | "today"))
        && left_year.is_none()
        && !c.left.iter().chain(&c.property).any(|w| EARLIER.iter().any(|e| stem(e) == *w));
    let earlier = present || c.right.iter().any(|w| EARLIER.iter().any(|e| stem(e) == *w)) || c.right.iter().filter_map(year).any(|y| left_year.is_some_and(|l| y < l));
    if !earlier {
        return None;
    }
    let timeless: Vec<&String> = c.left.iter().chain(&c.property).filter(|w| year(w).is_none() && !matches!(w.as_str(), "year" | "month" | "week" | "this" | "autumn" | "spring" | "summer" | "winter")).collect();
    sentences.iter().enumerate().find_map(|(i, s)| {
        let (raws, words) = lowered_tokens(s);
        if !words.iter().any(|w| timeless.contains(&&stem(w))) {
            return None;
        }
        // An amount, not a year ("for 2023").
        let amount = |k: usize| amount_at(&raws, k).filter(|(_, n)| !(is_year(n) && raws[k].chars().all(|ch| ch.is_ascii_digit() || ch == ',' || ch == '.'))).map(|(v, _)| v);
        let before = |k: usize| (k.saturating_sub(8)..k).rev().find_map(amount);
        (0..words.len()).find_map(|k| {
            let w = words[k].as_str();
            let prev = k.checked_sub(1).map(|j| words[j].as_str());
            if w == "from" {
                let then = amount(k + 1)?;
                // "from A to B", else "B, down from A".
                let to = changed_to(&raws, &words, k).and_then(amount);
                let now = to.or_else(|| matches!(prev, Some("down" | "up")).then(|| before(k.saturating_sub(1))).flatten())?;
                Some((now, then, i))
            } else if matches!(w, "with" | "to") && prev == Some("compared") {
                let then = amount(k + 1)?;
                // The earlier time must follow the figure ("the year before").
                let later_words = &words[(k + 2).min(words.len())..(k + 6).min(words.len())];
                if !later_words.iter().any(|x| EARLIER.contains(&x.as_str()) || x.parse::<u32>().is_ok_and(|y| left_year.is_some_and(|l| y < l))) {
                    return None;
                }
                Some((before(k - 1)?, then, i))
            } else {
                None
            }
        })
        // Two amounts, the second said of an earlier time and the first
        // not: "employed 312 agency nurses in March, fewer than half the
        // 680 it relied on a year earlier" (a twenty-ninth held-out review
        // refused "employed fewer agency nurses in March than it did a year
        // earlier" as unstated).
        .or_else(|| {
            let amounts: Vec<(usize, f64)> = (0..words.len()).filter_map(|k| amount(k).map(|v| (k, v))).collect();
            let [(a, now), (b, then)] = amounts[..] else { return None };
            let earlier_in = |from: usize, to: usize| words[from.min(words.len())..to.min(words.len())].iter().any(|x| EARLIER.contains(&x.as_str()));
            (earlier_in(b + 1, b + 9) && !earlier_in(a + 1, b)).then_some((now, then, i))
        })
    })
}

/// A number a sentence gives, where it stands and the word after it (its unit).
struct Figure {
    value: f64,
    at: usize,
    unit: String,
    /// Whether a property word of the claim stands in the four words after it.
    of_property: bool,
    year: bool,
    /// Whether its clause ends with it ("while nearby Falstead had
    /// 52,700."): the unit is the other side's, left unsaid.
    bare: bool,
    /// Whether it is the "from" figure of a change "from A to B": what
    /// the side was, not what it is ("cut from €40 million to €31
    /// million": a twenty-third held-out review ranked the €40 million),
    /// unless the two are a range ("ranged from £20 to £75").
    superseded: bool,
}

/// A unit written onto its figure: "11.8C", "240-metre", "40km". Not a
/// multiplier or an ordinal ("£5m", "3bn", "2nd", "1990s"): those say
/// the amount, not what it measures. A thirtieth held-out review refused
/// "higher than the previous April record" as unstated, "11.8C" taken
/// as unitless against "11.1C was set".
fn glued_unit(written: &str) -> Option<String> {
    let tail = written.trim_start_matches(|c: char| !c.is_ascii_digit()).trim_start_matches(|c: char| c.is_ascii_digit() || c == '.' || c == ',');
    let tail = tail.strip_prefix('-').unwrap_or(tail).to_lowercase();
    let multiplier = matches!(tail.as_str(), "m" | "bn" | "b" | "k" | "s" | "st" | "nd" | "rd" | "th" | "year" | "old");
    (!tail.is_empty() && tail.chars().all(|c| c.is_alphabetic()) && !multiplier).then(|| stem(&tail))
}

/// Whether raw token `k`, read as the amount `normal`, is a year: as
/// written, without the punctuation after it ("in 1842," is a year; "1,190
/// metres" is a count, whatever its digits).
fn year_written(raws: &[&str], k: usize, normal: &str) -> bool {
    is_year(normal) && !raws[k].trim_end_matches([',', '.', ';', ':', ')']).contains(',')
}

/// Each side's figure for the compared property, and the index of the
/// sentence of the right side's figure: a sentence that names both sides
/// as fully as any and gives each a figure, else for each side the
/// sentence that names it best (most of its words less those of the other side's), and there
/// the number of that side (see `owned`) nearest its name, preferring one
/// followed by the property's words, then one in the same unit as the
/// other side's. Years only for comparatives of age.
fn figures(c: &Comparison, sentences: &[&str]) -> Option<(f64, f64, String, usize)> {
    let by_age = BY_AGE.contains(&c.word.as_str()) || matches!(c.word.as_str(), "earlier" | "later");
    let figures_of = |side: &[String], other: &[String], i: usize, raws: &[&str], words: &[String], stems: &[String]| -> Option<(Vec<Figure>, usize)> {
        let mentions = |side: &[String]| (0..stems.len()).filter(|&k| side.contains(&stems[k])).collect::<Vec<_>>();
        let (mine, theirs) = (mentions(side), mentions(other));
        let distance = |k: usize, at: &[usize]| at.iter().map(|&m| m.abs_diff(k)).min().unwrap_or(usize::MAX);
        // A number belongs to the side named right after it across function
        // words only ("7,100 for the Riverdogs", three at most), else to the side named last
        // before it ("the Elm Street branch was built in 1962; the Maple
        // Avenue branch opened in 1975"), else to the nearer one.
        let owned = |k: usize, mine: &[usize], theirs: &[usize]| {
            let open = |j: usize| !raws[j].ends_with([',', '.', ';', ':']);
            // A percentage's word counts as a function word ("47 percent in
            // Eastby": a fifth held-out review).
            let between = |j: usize| (is_stopword(&words[j]) || matches!(words[j].as_str(), "percent" | "per" | "cent")) && open(j);
            // One describing word may stand between too: "£287,000 in
            // neighbouring Ashby Marsh" (a twentieth held-out review).
            let named_after = |at: &[usize]| at.iter().any(|&m| m > k && m <= k + 4 && open(k) && (k + 1..m).all(open) && (k + 1..m).filter(|&j| !between(j)).count() <= 1 && between(k + 1));
            if named_after(mine) != named_after(theirs) {
                return named_after(mine);
            }
            // A figure set against the first ("52 minutes in Brayford,
            // compared with 38 minutes in the neighbouring city of Lowham")
            // is the side named after it in its clause, however far (a
            // thirty-first held-out review refused "commuters in Lowham
            // spend less time travelling" as unstated).
            let set_against = k >= 1 && matches!(words[k - 1].as_str(), "against" | "versus" | "vs") || k >= 2 && words[k - 2] == "compared" && matches!(words[k - 1].as_str(), "with" | "to");
            if set_against {
                let end = (k..raws.len()).find(|&j| raws[j].ends_with([',', '.', ';', ':'])).unwrap_or(raws.len());
                let in_clause = |at: &[usize]| at.iter().any(|&m| m > k && m <= end);
                if in_clause(mine) != in_clause(theirs) {
                    return in_clause(mine);
                }
            }
            let last = |at: &[usize]| at.iter().filter(|&&m| m < k).max().copied();
            match (last(mine), last(theirs)) {
                (Some(a), Some(b)) => a > b,
                (Some(_), None) => true,
                (None, Some(_)) => false,
                (None, None) => distance(k, mine) <= distance(k, theirs),
            }
        };
        let mut found: Vec<Figure> = (0..raws.len())
            .filter_map(|k| {
                // A model's number names its side ("the Aurel 3").
                if mine.contains(&k) || theirs.contains(&k) {
                    return None;
                }
                let (value, normal) = amount_at(raws, k)?;
                let year = year_written(raws, k, &normal);
                if year != by_age || !owned(k, &mine, &theirs) {
                    return None;
                }
                // The figure as written, without the punctuation after it.
                let written = raws[k].trim_end_matches([',', '.', ';', ':', ')']);
                let after = |n: usize| words.get(k + n).cloned().unwrap_or_default();
                // A currency sign is the unit ("£48 per megawatt-hour, compared with £62 for …").
                let sign = raws[k].trim_start_matches(is_wrapper_char).chars().next().filter(|c| matches!(c, '$' | '€' | '£' | '¥'));
                // A time written with colons is read in seconds ("1:09:42").
                let clock = colon_time(written).is_some();
                let glued = glued_unit(written);
                let unit = if written.ends_with('%') {
                    "percent".to_string()
                } else if let Some(c) = sign {
                    c.to_string()
                } else if clock {
                    "second".to_string()
                } else if let Some(glued) = glued.clone() {
                    glued
                } else {
                    stem(&after(1))
                };
                let of_property = (1..=4).any(|n| c.property.contains(&stem(&after(n))));
                // Or a function word follows it: "48,200 residents in
                // Hartwell and 31,500 in Castleford Bridge" (a thirtieth
                // held-out review).
                let ends = k + 1 == raws.len() || raws[k].ends_with([',', '.', ';', ':']) || is_stopword(&after(1));
                let bare = ends && !written.ends_with('%') && sign.is_none() && !clock && glued.is_none();
                let superseded = k > 0 && changed_to(raws, words, k - 1).is_some();
                Some(Figure { value, at: k, unit, of_property, year, bare, superseded })
            })
            .collect();
        found.sort_by_key(|f| (std::cmp::Reverse(f.of_property), f.superseded, distance(f.at, &mine)));
        (!found.is_empty()).then_some((found, i))
    };
    // Each sentence tokenised once, for `pick` and the paired sentence below.
    let tokens: Vec<_> = sentences.iter().map(|s| lowered_tokens(s)).collect();
    let stems: Vec<Vec<String>> = tokens.iter().map(|(_, words)| words.iter().map(|w| stem(w)).collect()).collect();
    let pick = |side: &[String], other: &[String], context: &[String]| -> Option<(Vec<Figure>, usize)> {
        let (_, _, i) = (0..sentences.len())
            .map(|i| {
                let ((raws, _), stems) = (&tokens[i], &stems[i]);
                let mine = side.iter().filter(|w| stems.contains(w)).count();
                // The sentence that names the side best, then says most of
                // the claim's other words of that side and its property
                // ("Ticket sales at the Orbis cinema chain fell by 12% …,
                // while the rival Starlite chain saw a fall of 4%" over
                // "Orbis has 40 screens": a thirteenth held-out review),
                // then names the other side least.
                let said = context.iter().filter(|w| stems.contains(w)).count();
                let score = (mine, said, -(other.iter().filter(|w| stems.contains(w)).count() as i64));
                // A sentence with a figure first: "Deliveries of an updated
                // Aurel 3 will begin in June" names the Aurel 3 alone and
                // gives none.
                // (One of the kind compared: a year for an age, "Two
                // churches face each other" gives no side's age.)
                let figure = (0..raws.len()).any(|k| {
                    !side.contains(&stems[k]) && !other.contains(&stems[k]) && amount_at(raws, k).is_some_and(|(_, n)| year_written(raws, k, &n) == by_age)
                });
                (mine, (figure, score), i)
            })
            .filter(|(mine, ..)| *mine > 0)
            .max_by_key(|(_, score, i)| (*score, std::cmp::Reverse(*i)))?;
        let (raws, words) = &tokens[i];
        figures_of(side, other, i, raws, words, &stems[i])
    };
    // A side is named by its names where it has any: "The Riverside tram
    // line" against "the Halvard line" is no "tram" line (the source's
    // "Halvard tram line" is), and its figure is Riverside's (a thirteenth
    // held-out review).
    // Only when both sides have names: "patients on the new antibiotic"
    // in "the Kingsbridge trial" are not Kingsbridge.
    let names_of = |side: &[String]| side.iter().filter(|w| c.names.contains(w)).cloned().collect::<Vec<String>>();
    let (left_names, right_names) = (names_of(&c.left), names_of(&c.right));
    let (left_side, right_side) = if left_names.is_empty() || right_names.is_empty() { (c.left.clone(), c.right.clone()) } else { (left_names, right_names) };
    let context = |side: &[String]| [side, &c.property[..]].concat();
    // A sentence that gives each side a figure of its own ranks the two:
    // "The 2021 census recorded 48,200 residents in Hartwell and 31,500 in
    // Castleford Bridge", after "The proposed merger of Hartwell and
    // Castleford Bridge … would create an authority serving almost 80,000
    // people" named both and gave only one a figure (a thirtieth held-out
    // review refused the true comparison as unstated).
    // Each side named there as fully as anywhere: "The highest
    // temperature, 23.4C, was recorded on 19 April" names no "average
    // temperature at Harnford" against a "record".
    let named = |side: &[String], at: usize| side.iter().filter(|w| stems[at].contains(w)).count();
    let fullest = |side: &[String]| (0..sentences.len()).map(|at| named(side, at)).max().unwrap_or(0);
    let (left_full, right_full) = (fullest(&left_side), fullest(&right_side));
    // (The one that says most of the compared property first: "Wrenby has
    // 9 schools" is no population.)
    let mut candidates: Vec<usize> = (0..sentences.len()).filter(|&at| left_full > 0 && right_full > 0 && named(&left_side, at) == left_full && named(&right_side, at) == right_full).collect();
    candidates.sort_by_key(|&at| std::cmp::Reverse(c.property.iter().filter(|w| stems[at].contains(w)).count()));
    let paired = candidates.into_iter().find_map(|at| {
        let (raws, words) = &tokens[at];
        Some((figures_of(&left_side, &right_side, at, raws, words, &stems[at])?, figures_of(&right_side, &left_side, at, raws, words, &stems[at])?))
    });
    let (lp, rp) = match paired {
        Some((l, r)) => (Some(l), Some(r)),
        None => (pick(&left_side, &right_side, &context(&c.left)), pick(&right_side, &left_side, &context(&c.right))),
    };
    let (left, left_at) = lp?;
    let (right, i) = rp?;
    // One side's figure may name the property while the other's only shares its unit.
    let (l, r) = if left[0].of_property || !right[0].of_property {
        let r = right.iter().find(|f| f.unit == left[0].unit && f.year == left[0].year).unwrap_or(&right[0]);
        (&left[0], r)
    } else {
        let l = left.iter().find(|f| f.unit == right[0].unit && f.year == right[0].year).unwrap_or(&left[0]);
        (l, &right[0])
    };
    // Different units are different properties, unless one figure names
    // the property or both are years.
    // A bare figure takes the unit of the other in its sentence:
    // "Grenmoor's population was 48,300 at the last census, while nearby
    // Falstead had 52,700" (a twenty-first held-out review refused
    // "Falstead had a larger population than Grenmoor" as unstated).
    let elliptical = (l.bare || r.bare) && left_at == i;
    let unit = if l.bare { r.unit.clone() } else { l.unit.clone() };
    (l.unit == r.unit || l.of_property || r.of_property || (l.year && r.year) || elliptical).then_some((l.value, r.value, unit, i))
}

/// The parts of a text that can each pair one figure with what it is of:
/// cut after a comma, semicolon, colon or closing bracket, before an
/// opening bracket, and at "and", "while", "whereas", "but", "vs" or
/// "versus" (dropped), though not at the "and" of "between 5 and 10". Each
/// part as its amounts and its content stems.
fn figure_parts(text: &str) -> Vec<(Vec<String>, Vec<String>)> {
    let (raws, words) = lowered_tokens(text);
    let mut parts: Vec<(Vec<String>, Vec<String>)> = vec![(Vec::new(), Vec::new())];
    // A figure with its sign: "$75" is no "75%" of the same sentence.
    let amount = |k: usize| {
        let (_, n) = amount_at(&raws, k).filter(|_| raws[k].chars().any(|c| c.is_ascii_digit()))?;
        let raw = raws[k].trim_start_matches(is_wrapper_char);
        let currency = raw.chars().next().filter(|c| matches!(c, '$' | '€' | '£' | '¥')).map(String::from).unwrap_or_default();
        let percent = raw.contains('%') || words.get(k + 1).is_some_and(|w| w == "percent");
        Some(format!("{currency}{n}{}", if percent { "%" } else { "" }))
    };
    let figures: Vec<Option<String>> = (0..raws.len()).map(amount).collect();
    let figure_at = |k: usize| figures.get(k).and_then(Option::as_ref);
    // Where the current part's words after its last figure begin an "of"
    // or "at" phrase: the cut, should another figure come in the part;
    // reset with every new part. (Not
    // "for", whose phrase is the figure's before it: "£12 a day for the
    // Collision Damage Waiver will have £1,200 pre-authorised".)
    let mut phrase_from: Option<usize> = None;
    for k in 0..raws.len() {
        let joint = matches!(words[k].as_str(), "and" | "while" | "whereas" | "but" | "vs" | "versus");
        let range = words[k] == "and" && k > 0 && figure_at(k - 1).is_some() && figure_at(k + 1).is_some();
        if joint && !range || raws[k].starts_with('(') {
            parts.push((Vec::new(), Vec::new()));
            phrase_from = None;
            if joint && !range {
                continue;
            }
        }
        let part = parts.last_mut().expect("one part at least");
        if phrase_from.is_none() && !part.0.is_empty() && matches!(words[k].as_str(), "of" | "at") {
            phrase_from = Some(part.1.len());
        }
        if let Some(n) = figure_at(k) {
            // A second figure in one part owns the phrase it stands in:
            // "9 kilometres south-east of Sorrenza at a depth of 12
            // kilometres", "The 1991 funding crisis forced the cancellation
            // of 60 concerts" (an encyclopedia probe verified both swaps).
            let part = match phrase_from.take() {
                Some(from) => {
                    let moved = part.1.split_off(from);
                    parts.push((Vec::new(), moved));
                    parts.last_mut().expect("just pushed")
                }
                _ => part,
            };
            part.0.push(n.clone());
        } else if !words[k].is_empty() && (!is_stopword(&words[k]) || words[k] == "other") && !words[k].starts_with(|c: char| c.is_ascii_digit()) {
            // ("other" sets a part apart: "every 6 minutes at peak times and
            // every 12 minutes at other times", a blind review of session
            // 2026-12-07.)
            part.1.push(stem(&words[k]));
        }
        if raws[k].ends_with([',', ';', ':', ')']) {
            parts.push((Vec::new(), Vec::new()));
            phrase_from = None;
        }
    }
    parts
}

/// A sentence that gives two of the claim's figures to each other's
/// things: "16 weeks … for the primary caregiver and 4 weeks … for the
/// secondary caregiver" for "The secondary caregiver receives 16 weeks …,
/// while the primary caregiver receives 4 weeks", "$75 per day for
/// domestic travel and $95 per day for international travel" for the
/// other way round (a blind probe of policy documents verified five of its
/// six such swaps: every word and figure is in the sentence).
///
/// Each figure belongs to the part of its text it stands in (see
/// [`figure_parts`]). Two words, each in one figure's part of the claim
/// and in one figure's part of the sentence, are a contrast when they
/// stand with different figures in both; the sentence swaps them when
/// every contrast stands with the other figure there. "Respectively"
/// pairs figures across parts, so a text with it is not read. Returns the
/// sentence.
pub fn figures_swapped(claim: &str, sentences: &[&str]) -> Option<usize> {
    let respectively = |t: &str| t.contains("respectively");
    if respectively(claim) {
        return None;
    }
    let claim_parts = figure_parts(claim);
    let amounts: Vec<&String> = claim_parts.iter().flat_map(|(a, _)| a).collect();
    if amounts.len() < 2 {
        return None;
    }
    // The one figure of the single numbered part a word stands in, when
    // it stands in one part only.
    let figure_of = |parts: &[(Vec<String>, Vec<String>)], w: &String| -> Option<String> {
        let mut with = parts.iter().filter(|(_, words)| words.contains(w));
        let (figures, _) = with.next()?;
        let own: Vec<&String> = figures.iter().filter(|n| amounts.contains(n)).collect();
        (with.next().is_none() && own.len() == 1).then(|| own[0].clone())
    };
    let mut claim_words: Vec<&String> = claim_parts.iter().flat_map(|(_, w)| w).collect();
    claim_words.sort();
    claim_words.dedup();
    // Each claim word with its figure in the claim, once for all sentences.
    let in_claim: Vec<(&String, String)> = claim_words.into_iter().filter_map(|w| Some((w, figure_of(&claim_parts, w)?))).collect();
    sentences.iter().position(|s| {
        // (A sentence without a digit says none of the claim's figures.)
        if respectively(s) || !s.bytes().any(|b| b.is_ascii_digit()) {
            return false;
        }
        let parts = figure_parts(s);
        // The claim's figures the sentence says, each once: a label's
        // number the sentence lacks ("Under Chapter 9, individuals can be
        // fined up to $5,000 per day …") reads nothing (a building-code
        // passage of a probe verified that swap).
        let times = |n: &String| parts.iter().flat_map(|(a, _)| a).filter(|m| *m == n).count();
        let said: Vec<&&String> = amounts.iter().filter(|n| times(n) > 0).collect();
        // (One figure said is no swap to read: "The fee rose to $55 in
        // June" against "was $45 in May and rose to $55 in June" puts "fee"
        // with the $45; 38 true claims of the review sets were refused so.)
        if said.len() < 2 || said.iter().any(|n| times(n) != 1) {
            return false;
        }
        let placed: Vec<(String, String)> = in_claim.iter().filter(|(_, at)| said.iter().any(|n| **n == at)).filter_map(|(w, at)| Some((at.clone(), figure_of(&parts, w)?))).collect();
        // Words that stay with their figure are no part of the swap ("At
        // its 1901 peak" beside passengers and freight given each other's
        // figures), unless both figures keep some: then the two texts only
        // order their clauses apart ("turned down plans for a 400-home
        // development … by 23 votes" against "voted 23 to 11 … to reject
        // plans for a 400-home development").
        let kept: Vec<&String> = placed.iter().filter(|(at, there)| at == there).map(|(at, _)| at).collect();
        let moved: Vec<&(String, String)> = placed.iter().filter(|(at, there)| at != there && !(kept.contains(&at) && kept.contains(&there))).collect();
        let mut contrasts = moved.iter().enumerate().flat_map(|(i, a)| moved[i + 1..].iter().map(move |b| (*a, *b))).filter(|(a, b)| a.0 != b.0 && a.1 != b.1).peekable();
        contrasts.peek().is_some() && contrasts.all(|(a, b)| a.0 == b.1 && a.1 == b.0)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The comparison's finding for `claim` against `source` cut at its ". ".
    fn find(claim: &str, source: &str) -> Option<Finding> {
        judge(claim, &source.split_inclusive(". ").collect::<Vec<_>>())
    }

    #[test]
    fn two_events_in_the_order_of_their_times_or_steps() {
        let timeline = "At 14:02, a configuration change was deployed to all regions. The team suspected the payments service, which had been deployed at 13:55, and rolled it back at 14:24. The configuration change was reverted at 14:41, and error rates returned below 1% by 14:49.";
        assert!(matches!(find("The team rolled back the payments service after reverting the configuration change.", timeline), Some(Finding::Contradicted(1))));
        assert_eq!(find("The payments service was rolled back before the configuration change was reverted.", timeline), Some(Finding::Supported));
        let steps = "Step 2: resuspend the pellet in 250 µL of Buffer P1. Step 3: add 250 µL of Buffer P2 and invert the tube. Step 4: add 350 µL of Buffer N3 and invert immediately. For low-copy plasmids, the volumes of P1, P2 and N3 are doubled.";
        assert!(matches!(find("Buffer N3 is added to the resuspended pellet before Buffer P2.", steps), Some(Finding::Contradicted(2))));
        assert_eq!(find("Buffer P2 is added before Buffer N3.", steps), Some(Finding::Supported));
        // A day or a date beside the times: no order read from the clock.
        let night = "The storm reached the coast at 23:00 on Tuesday. The bridge closed at 01:00 on Wednesday.";
        assert_eq!(find("The bridge closed before the storm reached the coast.", night), None);
    }

    #[test]
    fn sides_set_apart_by_one_preposition() {
        let trial = "PASI 75 was reached by 41.8% of patients on tezarmilast versus 12.3% on placebo. Patients previously treated with a biologic had a PASI 75 rate of 33.5% on tezarmilast.";
        assert_eq!(find("The PASI 75 response rate was higher with tezarmilast than with placebo.", trial), Some(Finding::Supported));
        assert!(matches!(find("The PASI 75 response rate was lower with tezarmilast than with placebo.", trial), Some(Finding::Contradicted(_))));
    }

    #[test]
    fn figures_given_to_each_others_things() {
        let swapped = |claim: &str, sentence: &str| figures_swapped(claim, &[sentence]).is_some();
        let leave = "Parental leave is 16 weeks at full pay for the primary caregiver and 4 weeks at full pay for the secondary caregiver.";
        assert!(swapped("The secondary caregiver receives 16 weeks of fully paid parental leave, while the primary caregiver receives 4 weeks.", leave));
        assert!(!swapped("The primary caregiver receives 16 weeks of fully paid parental leave, while the secondary caregiver receives 4 weeks.", leave));
        assert!(!swapped("Primary caregivers get 16 weeks of leave at full pay.", leave));
        let diem = "The meal per diem is $75 per day for domestic travel and $95 per day for international travel, and on the first and last day of a trip employees receive 75% of the applicable rate.";
        assert!(swapped("The meal per diem is $95 per day for domestic travel and $75 per day for international travel.", diem));
        assert!(!swapped("For international trips the meal per diem is $95 a day, against $75 for domestic ones.", diem));
        let zoster = "Herpes zoster was reported in 2.9% of sermatinib patients and 0.5% of placebo patients.";
        assert!(swapped("Herpes zoster was reported in 0.5% of sermatinib patients and 2.9% of placebo patients.", zoster));
        assert!(!swapped("Herpes zoster affected 2.9% of patients on sermatinib, compared with 0.5% on placebo.", zoster));
        let buses = "Replacement buses, route B1, will run non-stop between Central Station and Harbour Point every 6 minutes at peak times (07:00–09:30 and 16:00–19:00) and every 12 minutes at other times.";
        assert!(swapped("B1 buses run every 12 minutes at peak times and every 6 minutes at other times.", buses));
        assert!(!swapped("B1 buses run every 6 minutes at peak times and every 12 minutes at other times.", buses));
        // A figure whose words stay, and a second figure in one part, owning its phrase.
        let railway = "At its peak in 1901, the railway carried about 310,000 passengers and 96,000 tons of freight, mainly coal and woollen cloth.";
        assert!(swapped("At its 1901 peak, the railway carried about 96,000 passengers and 310,000 tons of freight.", railway));
        assert!(!swapped("At its 1901 peak, the railway carried about 310,000 passengers and 96,000 tons of freight.", railway));
        let quake = "A magnitude 6.4 earthquake struck the Varo Valley region, with its epicentre 12 kilometres south-east of the town of Sorrenza at a depth of 9 kilometres.";
        assert!(swapped("The earthquake's epicentre was 9 kilometres south-east of Sorrenza at a depth of 12 kilometres.", quake));
        assert!(!swapped("The earthquake's epicentre was 12 kilometres south-east of Sorrenza at a depth of 9 kilometres.", quake));
        let crisis = "A funding crisis in 1991 forced the cancellation of 23 concerts and the temporary reduction of the orchestra to 60 players.";
        assert!(swapped("The 1991 funding crisis forced the cancellation of 60 concerts and the temporary reduction of the orchestra to 23 players.", crisis));
        assert!(!swapped("The 1991 funding crisis forced the cancellation of 23 concerts and the temporary reduction of the orchestra to 60 players.", crisis));
        // A label's number the sentence lacks reads nothing.
        let fines = "Violations carry fines of up to $5,000 per day for corporations and $1,000 per day for individuals.";
        assert!(swapped("Under Chapter 9, individuals can be fined up to $5,000 per day, and corporations up to $1,000 per day.", fines));
        assert!(!swapped("Under Chapter 9, corporations can be fined up to $5,000 per day, and individuals up to $1,000 per day.", fines));
        // "Respectively" pairs figures across parts; a range's "and" joins one part.
        assert!(!swapped("Herpes zoster was reported in 2.9% and 0.5% of sermatinib and placebo patients, respectively.", zoster));
        assert!(!swapped("Uptime between 99.0% and 99.95% earns a 10% credit.", "If uptime is between 99.0% and 99.95%, the credit is 10%."));
    }

    #[test]
    fn figures_without_their_unit_or_far_from_than() {
        // (session 26) A figure that ends its clause takes the unit of the
        // other in its sentence, not of one a sentence away.
        let towns = "Ostley's population was 31,200 at the last census, while nearby Brend had 36,900. Ostley is growing faster.";
        assert_eq!(find("At the last census Brend had a larger population than Ostley.", towns), Some(Finding::Supported));
        assert!(matches!(find("At the last census Ostley had a larger population than Brend.", towns), Some(Finding::Contradicted(_))));
        assert_eq!(find("Ostley is larger than the chimps.", "Ostley covers 40 hectares. Chimps score higher than 1, humans 2."), Some(Finding::Unstated));
        // The bare figure's unit is the other's, so a time taken still
        // turns "faster" round.
        assert_eq!(find("Kora ran faster than Lenn.", "Lenn finished in 10.5 seconds, while Kora clocked 10.2."), Some(Finding::Supported));
        // A comparative that describes the property, more than five words
        // before "than".
        let clubs = "Last season Wexby Rovers averaged 12,400 spectators per home game. Their rivals, Wexby Town, averaged 15,100.";
        assert_eq!(find("Wexby Rovers drew smaller average home crowds last season than Wexby Town.", clubs), Some(Finding::Supported));
        assert!(matches!(find("Wexby Rovers drew larger average home crowds last season than Wexby Town.", clubs), Some(Finding::Contradicted(_))));
        // The claim's opening word, a name inside the source's sentence.
        let airlines = "The airline Fennair carried 6.1 million passengers last year, ahead of its rival Corvo, which flew 4.2 million.";
        assert_eq!(find("Corvo carried fewer passengers than Fennair last year.", airlines), Some(Finding::Supported));
        assert!(matches!(find("Corvo carried more passengers than Fennair last year.", airlines), Some(Finding::Contradicted(_))));
        // (session 34) A figure with a function word after it takes the
        // other's unit, from a later sentence than one naming both sides
        // with a figure of neither alone.
        let towns = "A merger of Wrenby and Castle Hoy councils would serve almost 80,000 people. The census recorded 48,200 residents in Wrenby and 31,500 in Castle Hoy.";
        assert_eq!(find("Wrenby has a larger population than Castle Hoy.", towns), Some(Finding::Supported));
        assert!(matches!(find("Castle Hoy has a larger population than Wrenby.", towns), Some(Finding::Contradicted(_))));
        // A unit written onto its figure.
        let april = "Last month was the warmest April at Fenby, with an average temperature of 11.8C. Rainfall was normal. The previous April record of 11.1C was set in 2011.";
        assert_eq!(find("Last month's average temperature at Fenby was higher than the previous April record.", april), Some(Finding::Supported));
        assert!(matches!(find("Last month's average temperature at Fenby was lower than the previous April record.", april), Some(Finding::Contradicted(_))));
        // Not a figure from a sentence that names the side less fully.
        let budget = "Lindby Council approved a budget of £4.1 million for 2024-25, compared with £4.7 million the previous year. Council tax will rise by £6.80 a year.";
        assert_eq!(find("Lindby Council's budget for 2024-25 is smaller than its budget for the previous year.", budget), Some(Finding::Supported));
        // The sentence that names the property first.
        let both = "Wrenby has 9 schools and Castle Hoy has 12. The census recorded a population of 48,200 in Wrenby and 31,500 in Castle Hoy.";
        assert!(matches!(find("Castle Hoy has a larger population than Wrenby.", both), Some(Finding::Contradicted(_))));
        // (session 35) A figure "compared with" the first is the side
        // named after it in its clause, however far.
        let commute = "Commuters in Brayford spend an average of 52 minutes travelling to work, compared with 38 minutes in the neighbouring city of Lowham.";
        assert_eq!(find("Commuters in Lowham spend less time travelling to work than those in Brayford.", commute), Some(Finding::Supported));
        assert!(matches!(find("Commuters in Lowham spend more time travelling to work than those in Brayford.", commute), Some(Finding::Contradicted(_))));
        // A name after the right side's comma is the right side's.
        let peaks = "Mount Ardan stands at 4,812 metres. That is five metres higher than the mountain's recorded height. Its neighbour, Mount Tessel, measured 4,790 metres.";
        assert_eq!(find("Mount Ardan is taller than its neighbour, Mount Tessel.", peaks), Some(Finding::Supported));
        assert!(matches!(find("Mount Tessel is taller than its neighbour, Mount Ardan.", peaks), Some(Finding::Contradicted(_))));
        assert_eq!(find("Mount Ardan is taller than Mount Tessel, Reuters reported.", peaks), Some(Finding::Supported));
        // A ranking of another property decides nothing.
        let phones = "The X7 weighs 178 grams, making it lighter than the X6. It will go on sale priced at £649, £50 more than the X6 at launch.";
        assert_eq!(find("The X7 launches at a higher price than the X6 did.", phones), Some(Finding::Supported));
        assert!(matches!(find("The X7 is heavier than the X6.", phones), Some(Finding::Contradicted(_))));
    }

    #[test]
    fn a_change_over_time_ranks_now_against_then() {
        let college = "Enrolment at Coldharbour College fell to 2,870 students this autumn, down from 3,240 last year. The college blamed the closure of its evening courses.";
        assert_eq!(find("Coldharbour College has fewer students this autumn than it had last year.", college), Some(Finding::Supported));
        assert_eq!(find("Coldharbour College has more students this autumn than it had last year.", college), Some(Finding::Contradicted(0)));
        let revenue = "Tessaly Robotics reported revenue of $412 million for 2023, compared with $356 million the year before.";
        assert_eq!(find("Tessaly Robotics earned more revenue in 2023 than in 2022.", revenue), Some(Finding::Supported));
        let visitors = "Visitor numbers at the museum rose from 40,000 to 55,000 this year.";
        assert_eq!(find("The museum had fewer visitors this year than it had last year.", visitors), Some(Finding::Contradicted(0)));
        // A range is no change.
        let prices = "Ticket prices at the museum ranged from £20 to £75 this year.";
        assert_eq!(find("Tickets at the museum cost more this year than they did last year.", prices), Some(Finding::Unstated));
    }

    #[test]
    fn a_pronoun_side_is_the_sentence_before() {
        let towers = "The new Solari Tower in Port Kavan rises 212 metres. That makes it 15 metres shorter than the Meridian Building, the city's tallest structure.";
        assert_eq!(find("The Meridian Building in Port Kavan is taller than the new Solari Tower.", towers), Some(Finding::Supported));
        assert!(matches!(find("The new Solari Tower is taller than the Meridian Building.", towers), Some(Finding::Contradicted(_))));
    }

    #[test]
    fn times_with_colons_are_figures() {
        let race = "Abeba Tesfaye won the women's race at the Wenmoor half-marathon in 1:09:42. Lucía Ferrante was second, crossing the line in 1:10:15. About 7,000 runners took part.";
        assert_eq!(find("Lucía Ferrante's time was slower than Abeba Tesfaye's.", race), Some(Finding::Supported));
        assert!(matches!(find("Abeba Tesfaye's time was slower than Lucía Ferrante's.", race), Some(Finding::Contradicted(_))));
    }

    #[test]
    fn a_comparison_needs_a_statement_or_figures_that_rank_the_two() {
        // Figures.
        let towers = "The Ardent Tower, completed in 2019, stands 312 metres tall. The nearby Coral Point building, finished in 2021, reaches 298 metres.";
        assert_eq!(find("The Ardent Tower is taller than the Coral Point building.", towers), Some(Finding::Supported));
        assert!(matches!(find("The Coral Point building is taller than the Ardent Tower.", towers), Some(Finding::Contradicted(_))));
        let crowds = "In 2023 the Mudcats averaged 6,400 fans per home game, compared with 7,100 for the Riverdogs. Both teams play in the Southern League.";
        assert!(matches!(find("The Mudcats drew more fans per home game than the Riverdogs in 2023.", crowds), Some(Finding::Contradicted(_))));
        assert_eq!(find("The Riverdogs drew more fans per home game than the Mudcats.", crowds), Some(Finding::Supported));
        let laptops = "The Avalon X weighs 1.2 kilograms and offers up to 14 hours of battery life. The Avalon S weighs 1.5 kilograms and lasts up to 11 hours.";
        assert!(matches!(find("The Avalon S has a longer battery life than the Avalon X.", laptops), Some(Finding::Contradicted(_))));
        let branches = "The Elm Street branch was built in 1962; the Maple Avenue branch opened in 1975. Both are due for renovation.";
        assert!(matches!(find("The Maple Avenue branch is older than the Elm Street branch.", branches), Some(Finding::Contradicted(_))));
        assert_eq!(find("The Elm Street branch is older than the Maple Avenue branch.", branches), Some(Finding::Supported));
        // (a tenth held-out review) "more slowly" is "slower".
        let bills = "Electricity bills in Norvaland rose more slowly than in neighbouring Estmark last year, thanks to long-term supply contracts. Both countries rely on gas imports.";
        assert!(matches!(find("Electricity bills in Norvaland rose faster than in neighbouring Estmark last year.", bills), Some(Finding::Contradicted(_))));
        // One side above all others, said with a superlative.
        let heat = "Temperatures in Castlereach reached 38.2 degrees on Monday, the highest ever recorded in the town. The previous record was set in 1976.";
        assert_eq!(find("On Monday Castlereach recorded 38.2 degrees, hotter than any temperature previously measured in the town.", heat), Some(Finding::Supported));
        let mills = "Historian Ben Achterberg says the Eldon windmill, built in 1791, is the oldest working windmill in the county.";
        assert_eq!(find("No working windmill in the county is older than the Eldon windmill.", mills), Some(Finding::Supported));
        let second = "Historian Ben Achterberg says the Eldon windmill is the second oldest working windmill in the county.";
        assert_eq!(find("No working windmill in the county is older than the Eldon windmill.", second), Some(Finding::Unstated));
        // Now against a year.
        let turnout = "Turnout in Sunday's parliamentary election in Moldara was 54 percent, compared with 61 percent in 2019. The Civic Union won 38 percent of the vote.";
        assert!(matches!(find("Turnout in Moldara's parliamentary election was higher than in 2019.", turnout), Some(Finding::Contradicted(_))));
        assert_eq!(find("Turnout in Moldara's parliamentary election was lower than in 2019.", turnout), Some(Finding::Supported));
        // (an eleventh held-out review) A count compared from the clause's start.
        let visits = "Fewer tourists visited the island of Santa Brisa this year than in 2019, but they spent more per day, the tourism office said. Hotels reported high occupancy in August.";
        assert!(matches!(find("More tourists visited the island of Santa Brisa this year than in 2019, the tourism office said.", visits), Some(Finding::Contradicted(_))));
        assert_eq!(find("Fewer tourists visited the island of Santa Brisa this year than in 2019.", visits), Some(Finding::Supported));
        let numbers = "Tourist numbers on Santa Brisa this year were higher than in 2019, the tourism office said.";
        assert_eq!(find("More tourists visited Santa Brisa this year than in 2019.", numbers), Some(Finding::Supported));
        // (a twelfth held-out review) The rest of a county, against a town in it.
        let prices = "House prices in Marlow Bay rose more slowly than in the rest of the county last year, according to the estate agent Tremayne & Cole. The average home in the town now sells for 286,000 pounds.";
        assert_eq!(find("House prices in the rest of the county rose faster than in Marlow Bay last year.", prices), Some(Finding::Supported));
        assert!(matches!(find("House prices in the rest of the county rose more slowly than in Marlow Bay last year.", prices), Some(Finding::Contradicted(_))));
        // (a thirteenth held-out review) Figures of both sides in one sentence,
        // sides named by their names, a possessive, a count with a separator,
        // currency as the unit.
        let trams = "The new Halvard tram line is 14 kilometres long, while the older Riverside line runs for 9 kilometres. Both lines meet at Central Square.";
        assert_eq!(find("The Riverside tram line is shorter than the Halvard line.", trams), Some(Finding::Supported));
        assert!(matches!(find("The Riverside tram line is longer than the Halvard line.", trams), Some(Finding::Contradicted(_))));
        let tickets = "Ticket sales at the Orbis cinema chain fell by 12% last year, while the rival Starlite chain saw a fall of 4%. Orbis has 40 screens in the region.";
        assert_eq!(find("Starlite's ticket sales fell by less than those of Orbis last year.", tickets), Some(Finding::Supported));
        // (a twentieth held-out review) The right side's appositive names it;
        // a describing word between a figure and its side; a shared month.
        let phones = "The Corran 5 smartphone weighs 182 grams and costs £649. Its predecessor, the Corran 4, weighed 195 grams.";
        assert_eq!(find("The Corran 5 smartphone is lighter than its predecessor, the Corran 4.", phones), Some(Finding::Supported));
        assert!(matches!(find("The Corran 5 smartphone is heavier than its predecessor, the Corran 4.", phones), Some(Finding::Contradicted(_))));
        let homes = "Average house prices in Coldbrook reached £312,000 in June, compared with £287,000 in neighbouring Ashby Marsh.";
        assert_eq!(find("Homes in Ashby Marsh were cheaper on average than those in Coldbrook in June.", homes), Some(Finding::Supported));
        assert!(matches!(find("Homes in Ashby Marsh were dearer on average than those in Coldbrook in June.", homes), Some(Finding::Contradicted(_)) | Some(Finding::Unstated)));
        let peaks = "At 1,340 metres, Mount Carrow is the highest peak in the Easterly range. Nearby Ben Tarvie reaches 1,190 metres.";
        assert_eq!(find("Ben Tarvie is lower than Mount Carrow.", peaks), Some(Finding::Supported));
        let power = "Electricity from the new Gorran offshore wind farm costs £48 per megawatt-hour, compared with £62 for the Saltness gas plant. Saltness will remain open as a backup until 2030.";
        assert_eq!(find("Electricity from the Saltness gas plant is more expensive than power from the Gorran offshore wind farm.", power), Some(Finding::Supported));
        let parks = "Pelling Park attracted 1.3 million visitors last year, compared with 800,000 at Grange Gardens. Grange Gardens will get a new playground in June.";
        assert_eq!(find("Grange Gardens had fewer visitors than Pelling Park last year.", parks), Some(Finding::Supported));
        // Two models told apart by their numbers.
        let cars = "The Aurel 5 electric car has a range of 420 kilometres, while the smaller Aurel 3 can travel 350 kilometres on a charge. Deliveries of an updated Aurel 3 will begin in June.";
        assert!(matches!(find("The Aurel 3 has a longer range than the Aurel 5.", cars), Some(Finding::Contradicted(_))));
        assert_eq!(find("The Aurel 5 has a longer range than the Aurel 3.", cars), Some(Finding::Supported));
        // Two places, one property (a fifth held-out review).
        let survey = "The survey found that 62 percent of respondents in Wrenmouth used public transport weekly, compared with 47 percent in Eastby. It questioned 2,000 people in each town.";
        assert!(matches!(find("Public transport use was more common in Eastby than in Wrenmouth.", survey), Some(Finding::Contradicted(_))));
        assert_eq!(find("Public transport use was more common in Wrenmouth than in Eastby.", survey), Some(Finding::Supported));
        // Statements.
        assert_eq!(find("Acme is larger than Beta.", "Beta is smaller than Acme."), Some(Finding::Supported));
        assert!(matches!(find("The new model uses more fuel than the old one.", "The new model consumes less fuel than the old one."), Some(Finding::Contradicted(_))));
        // Neither: refused.
        let districts = "The Lakeside district recorded 42 burglaries in the first quarter, and Old Town recorded 37. Figures for other districts were not released.";
        assert_eq!(find("Lakeside had more burglaries than any other district in the city.", districts), Some(Finding::Unstated));
        assert_eq!(find("Lakeside is safer than Old Town.", districts), Some(Finding::Unstated));
        let trial = "Patients on the new antibiotic cleared their infections in an average of 5 days. Those on the standard treatment took 8 days.";
        assert_eq!(find("Patients on the new antibiotic recovered faster than those on the standard treatment.", trial), Some(Finding::Supported));
        // Two events in order: only a statement ranks them.
        let joined = "Harlan Rivers joined Gable Instruments in 2004, three years before Edith Moss. Moss became chief executive in 2016.";
        assert!(matches!(find("Edith Moss joined Gable Instruments before Harlan Rivers did.", joined), Some(Finding::Contradicted(_))));
        assert_eq!(find("Harlan Rivers joined Gable Instruments before Edith Moss did.", joined), Some(Finding::Supported));
        let merger = "The CEO resigned in June, three months after the merger was completed.";
        assert!(matches!(find("The merger was completed after the CEO resigned.", merger), Some(Finding::Contradicted(_))));
        assert_eq!(find("The merger was completed before the CEO resigned.", merger), Some(Finding::Supported));
        assert_eq!(find("Jones joined the firm after graduating from Yale.", "After graduating from Yale in 1998, Jones joined the firm."), None);
        assert_eq!(find("He worked at IBM before he joined Apple.", "He joined Apple in 2005 after ten years at IBM."), None);
        // Not comparisons of two.
        assert_eq!(find("The species has not been seen anywhere other than Madagascar.", "It lives only in Madagascar."), None);
        assert_eq!(find("Denny received more than 11,000 votes.", "Denny received 11,402 votes."), None);
        assert_eq!(find("Turnout was higher than expected.", "Turnout was 70 percent."), None);
        assert_eq!(find("The comet will pass closer to the Sun than first estimated.", "The comet's closest approach is 0.31 units."), None);
        assert_eq!(find("Patients given the drug did not do any better than those given a placebo.", "The drug showed no improvement over a placebo."), None);
        assert_eq!(find("Patients given the drug did better than those given a placebo.", "The drug showed no improvement over a placebo."), Some(Finding::Unstated));
        assert_eq!(find("Patients with no prior treatment did better than those given a placebo.", "The drug showed no improvement over a placebo."), Some(Finding::Unstated));
        assert_eq!(find("More than half of the students passed.", "Only 42% passed."), None);
    }
}
