//! A table as a picture: a tournament's standings or a round's pairings,
//! posted in the chat beside the same lines as text. A title, a dark band
//! of column heads, then the rows striped, the marked ones (the winner, the
//! asker) tinted gold. Columns are as wide as their widest cell, within a
//! picture at most [`MAX_WIDTH`] pixels wide; a cell too long for its
//! column is cut with an ellipsis, and rows past [`MAX_ROWS`] are left for
//! a line that says how many more there are.

use crate::glyphs::{Face, fit_text, text_mask, text_width};
use crate::rgb::{Picture, Rgb, write_png};
use crate::view::RenderError;

/// How a column's cells stand in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Align {
    /// Against the left edge (names).
    Left,
    /// Against the right edge (numbers).
    Right,
    /// In the middle (results, colours).
    Centre,
}

/// One column: its head and how its cells align.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Column {
    /// The head, in the band above the rows.
    pub head: String,
    /// How the cells align.
    pub align: Align,
}

/// What a table picture shows.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Table {
    /// The line above the table (the tournament and the round).
    pub title: String,
    /// The columns.
    pub columns: Vec<Column>,
    /// The rows, a cell per column (missing cells are blank, extra ones
    /// dropped).
    pub rows: Vec<Vec<String>>,
    /// Rows to tint, by index.
    pub marked: Vec<usize>,
    /// The line under the rows when they were cut, e.g. "… and 12 more".
    pub more: String,
}

/// The most rows drawn; the caller says in [`Table::more`] what was left.
pub const MAX_ROWS: usize = 64;

/// The most columns drawn.
pub const MAX_COLUMNS: usize = 10;

/// The widest a table picture is, in pixels.
pub const MAX_WIDTH: usize = 1200;

/// The narrowest, so that a short table still reads as a card.
const MIN_WIDTH: usize = 360;

const PAD: usize = 16;
const GAP: usize = 24;
const TITLE_PX: f32 = 22.0;
const TEXT_PX: f32 = 17.0;
const TITLE_HEIGHT: usize = 44;
const ROW: usize = 30;

const BACKGROUND: Rgb = [0xf7, 0xf6, 0xf3];
const STRIPE: Rgb = [0xec, 0xea, 0xe4];
const MARKED: Rgb = [0xf6, 0xe3, 0xb0];
const BAND: Rgb = [0x30, 0x2e, 0x2b];
const HEAD: Rgb = [0xfb, 0xfa, 0xf7];
const INK: Rgb = [0x26, 0x24, 0x21];
const NOTE: Rgb = [0x5c, 0x58, 0x52];

/// Draws a table as a PNG.
pub fn encode(table: &Table) -> Result<Vec<u8>, RenderError> {
    let columns = &table.columns[..table.columns.len().min(MAX_COLUMNS)];
    let rows = &table.rows[..table.rows.len().min(MAX_ROWS)];
    let cell = |row: &[String], c: usize| row.get(c).map_or("", String::as_str).to_owned();
    // Each column as wide as its widest cell (its head in bold), shared
    // down when the whole would be wider than the picture may be.
    let natural: Vec<f32> = (0..columns.len())
        .map(|c| {
            rows.iter()
                .map(|row| text_width(&cell(row, c), Face::Regular, TEXT_PX))
                .fold(text_width(&columns[c].head, Face::Bold, TEXT_PX), f32::max)
                .ceil()
        })
        .collect();
    let room = (MAX_WIDTH - 2 * PAD - GAP * columns.len().saturating_sub(1)) as f32;
    let widths = share(&natural, room);
    let inner: usize =
        widths.iter().map(|w| *w as usize).sum::<usize>() + GAP * columns.len().saturating_sub(1);
    let title_width = text_width(&table.title, Face::Bold, TITLE_PX).ceil() as usize;
    let width = (inner + 2 * PAD)
        .max(title_width.min(MAX_WIDTH - 2 * PAD) + 2 * PAD)
        .clamp(MIN_WIDTH, MAX_WIDTH);
    let more_height = if table.more.is_empty() { 0 } else { ROW };
    let height = TITLE_HEIGHT + ROW * (rows.len() + 1) + more_height + PAD / 2;
    let mut picture = Picture::new(width, height, BACKGROUND);

    let title = fit_text(&table.title, Face::Bold, TITLE_PX, (width - 2 * PAD) as f32);
    picture.mask(
        &text_mask(&title, Face::Bold, TITLE_PX),
        PAD as i64,
        10,
        INK,
    );

    let band = TITLE_HEIGHT;
    picture.fill(0, band, width, ROW, BAND);
    let mut lefts = Vec::with_capacity(columns.len());
    let mut left = PAD;
    for w in &widths {
        lefts.push(left);
        left += *w as usize + GAP;
    }
    let write = |picture: &mut Picture, text: &str, face: Face, c: usize, top: usize, ink: Rgb| {
        let fitted = fit_text(text, face, TEXT_PX, widths[c]);
        let mask = text_mask(&fitted, face, TEXT_PX);
        let free = (widths[c] as usize).saturating_sub(mask.width);
        let x = lefts[c]
            + match columns[c].align {
                Align::Left => 0,
                Align::Right => free,
                Align::Centre => free / 2,
            };
        let y = top + ROW.saturating_sub(mask.height) / 2;
        picture.mask(&mask, x as i64, y as i64, ink);
    };
    for (c, column) in columns.iter().enumerate() {
        write(&mut picture, &column.head, Face::Bold, c, band, HEAD);
    }
    for (r, row) in rows.iter().enumerate() {
        let top = band + ROW * (r + 1);
        if table.marked.contains(&r) {
            picture.fill(0, top, width, ROW, MARKED);
        } else if r % 2 == 1 {
            picture.fill(0, top, width, ROW, STRIPE);
        }
        for c in 0..columns.len() {
            write(&mut picture, &cell(row, c), Face::Regular, c, top, INK);
        }
    }
    if !table.more.is_empty() {
        let top = band + ROW * (rows.len() + 1);
        let more = fit_text(
            &table.more,
            Face::Regular,
            TEXT_PX,
            (width - 2 * PAD) as f32,
        );
        let mask = text_mask(&more, Face::Regular, TEXT_PX);
        let y = top + ROW.saturating_sub(mask.height) / 2;
        picture.mask(&mask, PAD as i64, y as i64, NOTE);
    }
    write_png(&picture)
}

/// Column widths that fit `room`: as they are when they fit; otherwise the
/// narrow ones keep their width and the wide ones share what is left
/// evenly (water-filling), so a long name is cut before a number is.
fn share(natural: &[f32], room: f32) -> Vec<f32> {
    if natural.iter().sum::<f32>() <= room {
        return natural.to_vec();
    }
    let mut sorted = natural.to_vec();
    sorted.sort_by(f32::total_cmp);
    let mut left = room;
    let mut cap = room;
    for (i, w) in sorted.iter().enumerate() {
        let even = left / (sorted.len() - i) as f32;
        if *w > even {
            cap = even;
            break;
        }
        left -= w;
    }
    natural.iter().map(|w| w.min(cap).floor()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn size(png: &[u8]) -> (u32, u32) {
        let decoder = png::Decoder::new(std::io::Cursor::new(png));
        let reader = decoder.read_info().expect("a PNG");
        let info = reader.info();
        (info.width, info.height)
    }

    fn standings(rows: usize, name: &str) -> Table {
        Table {
            title: "Club Swiss — after round 3".into(),
            columns: vec![
                Column {
                    head: "#".into(),
                    align: Align::Right,
                },
                Column {
                    head: "Player".into(),
                    align: Align::Left,
                },
                Column {
                    head: "Points".into(),
                    align: Align::Right,
                },
            ],
            rows: (1..=rows)
                .map(|r| vec![r.to_string(), format!("{name}{r}"), "2½".into()])
                .collect(),
            marked: vec![0],
            more: String::new(),
        }
    }

    #[test]
    fn a_table_is_as_tall_as_its_rows_and_as_wide_as_its_cells() {
        let png = encode(&standings(5, "alice")).expect("draws");
        let (width, height) = size(&png);
        assert_eq!(height as usize, TITLE_HEIGHT + ROW * 6 + PAD / 2);
        assert!(
            (MIN_WIDTH..=MAX_WIDTH).contains(&(width as usize)),
            "{width}"
        );
    }

    #[test]
    fn long_names_many_rows_and_many_columns_stay_within_the_picture() {
        let mut table = standings(500, &"Александра ".repeat(40));
        table.columns.extend((0..20).map(|c| Column {
            head: format!("R{c}"),
            align: Align::Centre,
        }));
        table.more = "… and 436 more".into();
        table.marked = vec![3, 9_999];
        let png = encode(&table).expect("draws");
        let (width, height) = size(&png);
        assert!(width as usize <= MAX_WIDTH);
        assert_eq!(
            height as usize,
            TITLE_HEIGHT + ROW * (MAX_ROWS + 2) + PAD / 2
        );
    }

    #[test]
    fn an_empty_table_still_draws() {
        assert!(encode(&Table::default()).is_ok());
    }

    #[test]
    fn wide_columns_share_the_room_and_narrow_ones_keep_theirs() {
        assert_eq!(share(&[10.0, 20.0], 100.0), vec![10.0, 20.0]);
        assert_eq!(share(&[10.0, 500.0, 500.0], 110.0), vec![10.0, 50.0, 50.0]);
    }
}
