//! Animated GIFs from board PNGs: one frame per position, the last one held longer, under
//! a size limit by dropping frames evenly.

use image::codecs::gif::{GifEncoder, Repeat};
use image::{Delay, Frame};

use super::RenderError;

/// How long each frame shows, and the last one.
pub const FRAME_MS: u32 = 800;
pub const LAST_FRAME_MS: u32 = 4000;

/// The indices of `count` frames kept out of `total`, evenly spread, first and last kept.
pub fn spread(total: usize, count: usize) -> Vec<usize> {
    if count >= total {
        return (0..total).collect();
    }
    match count {
        0 => vec![],
        1 => vec![total - 1],
        _ => (0..count).map(|i| i * (total - 1) / (count - 1)).collect(),
    }
}

/// An animated GIF of `frames` (PNG bytes, all the same size) of at most `max_bytes`,
/// looping forever; frames are dropped evenly (never the first or last) until it fits.
pub fn gif(frames: &[Vec<u8>], max_bytes: usize) -> Result<Vec<u8>, RenderError> {
    let images = frames
        .iter()
        .map(|png| {
            image::load_from_memory_with_format(png, image::ImageFormat::Png)
                .map(|i| i.into_rgba8())
                .map_err(|e| RenderError::Encode(e.to_string()))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let mut keep = images.len();
    loop {
        let chosen = spread(images.len(), keep);
        let bytes = encode(chosen.iter().map(|&i| &images[i]))?;
        if bytes.len() <= max_bytes || keep <= 2 {
            return Ok(bytes);
        }
        // Frames cost about the same, so aim a little under the limit.
        let per_frame = bytes.len() / keep;
        keep = (max_bytes * 9 / 10 / per_frame.max(1)).clamp(2, keep - 1);
    }
}

fn encode<'a>(
    images: impl ExactSizeIterator<Item = &'a image::RgbaImage>,
) -> Result<Vec<u8>, RenderError> {
    let err = |e: image::ImageError| RenderError::Encode(e.to_string());
    let mut out = Vec::new();
    {
        // Speed 10 of 1..=30: the board's few flat colours quantise well even so.
        let mut encoder = GifEncoder::new_with_speed(&mut out, 10);
        encoder.set_repeat(Repeat::Infinite).map_err(err)?;
        let n = images.len();
        for (i, img) in images.enumerate() {
            let ms = if i + 1 == n { LAST_FRAME_MS } else { FRAME_MS };
            let frame = Frame::from_parts(img.clone(), 0, 0, Delay::from_numer_denom_ms(ms, 1));
            encoder.encode_frame(frame).map_err(err)?;
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spread_keeps_ends_evenly() {
        assert_eq!(spread(5, 10), vec![0, 1, 2, 3, 4]);
        assert_eq!(spread(10, 4), vec![0, 3, 6, 9]);
        assert_eq!(spread(10, 2), vec![0, 9]);
        assert_eq!(spread(10, 1), vec![9]);
    }
}
