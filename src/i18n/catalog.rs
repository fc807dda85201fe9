//! What each language's files hold: message ids and the variables each uses, for the tests
//! that keep the languages whole (every id in every language, with the same variables).

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use fluent_syntax::parser;

use super::locale::Locale;

/// One language's messages: `id` (and `id.attribute`) → the variables it uses.
#[derive(Debug, Default)]
pub struct Catalog {
    pub messages: BTreeMap<String, BTreeSet<String>>,
    /// Parse errors and duplicate ids, as `file: what`.
    pub problems: Vec<String>,
}

/// Reads `locale`'s `.ftl` files.
pub fn catalog(locale: Locale) -> Catalog {
    let mut out = Catalog::default();
    for (file, source) in locale.language().files {
        let resource = match parser::parse(*source) {
            Ok(r) => r,
            Err((r, errors)) => {
                for e in errors {
                    out.problems.push(format!("{file}: {e:?}"));
                }
                r
            }
        };
        for entry in &resource.body {
            let Entry::Message(m) = entry else {
                if let Entry::Junk { content } = entry {
                    out.problems
                        .push(format!("{file}: cannot parse {content:?}"));
                }
                continue;
            };
            let mut add = |id: String, pattern: &Pattern<&str>| {
                let mut vars = BTreeSet::new();
                pattern_vars(pattern, &mut vars);
                if out.messages.insert(id.clone(), vars).is_some() {
                    out.problems.push(format!("{file}: `{id}` twice"));
                }
            };
            if let Some(value) = &m.value {
                add(m.id.name.to_string(), value);
            }
            for a in &m.attributes {
                add(format!("{}.{}", m.id.name, a.id.name), &a.value);
            }
        }
    }
    out
}

fn pattern_vars(p: &Pattern<&str>, vars: &mut BTreeSet<String>) {
    for e in &p.elements {
        if let PatternElement::Placeable { expression } = e {
            expression_vars(expression, vars);
        }
    }
}

fn expression_vars(e: &Expression<&str>, vars: &mut BTreeSet<String>) {
    match e {
        Expression::Select { selector, variants } => {
            inline_vars(selector, vars);
            for v in variants {
                pattern_vars(&v.value, vars);
            }
        }
        Expression::Inline(i) => inline_vars(i, vars),
    }
}

fn inline_vars(e: &InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match e {
        InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        InlineExpression::Placeable { expression } => expression_vars(expression, vars),
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_vars(a, vars);
            }
            for a in &arguments.named {
                inline_vars(&a.value, vars);
            }
        }
        _ => {}
    }
}
