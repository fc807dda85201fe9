//! Enums whose values are words (a tournament's format, an audit row's action): each
//! word spelled once, beside its variant.
//!
//! ```ignore
//! words!(
//!     /// Where a tournament stands.
//!     Status { Open = "open", Running = "running", }
//! );
//! assert_eq!(Status::parse(" Running "), Some(Status::Running));
//! assert_eq!(Status::stored("Running"), None);
//! ```

/// Names one enum's words once: `parse` (trimmed, any case, for what people type) and
/// `stored` (exactly, for what was stored) are the inverses of `as_str`.
macro_rules! words {
    ($(#[$doc:meta])* $name:ident { $($(#[$vdoc:meta])* $variant:ident = $word:literal,)* }) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum $name {
            $($(#[$vdoc])* $variant,)*
        }

        impl $name {
            /// Every value, in order.
            pub const ALL: &'static [$name] = &[$($name::$variant,)*];

            /// The value a word names (any case, trimmed); `None` for another word.
            pub fn parse(s: &str) -> Option<$name> {
                let s = s.trim();
                $name::ALL.iter().copied().find(|v| v.as_str().eq_ignore_ascii_case(s))
            }

            /// The value a stored word names, exactly as `as_str` spells it; `None` for
            /// another word.
            pub fn stored(word: &str) -> Option<$name> {
                $name::ALL.iter().copied().find(|v| v.as_str() == word)
            }

            /// The word for the value, as stored and as typed in commands.
            pub fn as_str(self) -> &'static str {
                match self {
                    $($name::$variant => $word,)*
                }
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.as_str())
            }
        }
    };
}

pub(crate) use words;
