//! On Postgres, a write and the mark of the update it was made for go in
//! one statement, one round trip: the write is a common table expression
//! whose rows the mark waits for, and `kibitz_require_marked` (migration
//! 0013) fails the whole statement with `KB001` when the update was handled
//! already, so that neither stays. SQLite, in the process, writes the two
//! in one transaction of its one writer instead (`commit_delivered!`).

use sqlx::postgres::{PgArguments, PgRow};
use sqlx::query::QueryAs;
use sqlx::{FromRow, Postgres};

use super::connect::StoreError;
use super::dialect::is_replayed;
use super::postgres::PgConnections;
use super::updates::Delivery;

/// The statement that runs `saved` (a write whose parameters are `$1` to
/// `$n` and which returns `columns`, after the common table expressions
/// `before`, each followed by a comma, which it may read) and marks the
/// update it was made for (binding `$n+1` now, `$n+2` the platform, `$n+3`
/// the update's id) when it saved a row: the rows it saved.
pub(crate) fn saved_and_marked(before: &str, saved: &str, columns: &str, n: usize) -> String {
    format!(
        "WITH {before} saved AS ({saved}), \
         marked AS (UPDATE updates SET handled_at = ${}, body = NULL, claimed_until = NULL \
         WHERE platform = ${} AND update_id = ${} AND handled_at IS NULL \
         AND EXISTS (SELECT 1 FROM saved) RETURNING 1) \
         SELECT {columns} FROM saved WHERE kibitz_require_marked((SELECT count(*) FROM marked))",
        n + 1,
        n + 2,
        n + 3,
    )
}

/// Runs a write on a connection of Postgres's pool: `query` as it is when
/// no update is being marked, or (made with [`saved_and_marked`]) with the
/// mark of `delivery`'s update bound after its own parameters. The row it
/// saved, `None` when it saved none; [`StoreError::Replayed`] when the
/// update was handled already, and then nothing is saved.
pub(crate) async fn fetch_marked<'q, T>(
    connections: &PgConnections,
    query: QueryAs<'q, Postgres, T, PgArguments>,
    delivery: Option<&'q Delivery>,
) -> Result<Option<T>, StoreError>
where
    T: Send + Unpin + for<'r> FromRow<'r, PgRow>,
{
    let query = match delivery {
        Some(delivery) => query
            .bind(delivery.at())
            .bind(delivery.platform())
            .bind(delivery.update_id()),
        None => query,
    };
    let saved = connections
        .within(async {
            let mut connection = connections.checkout().await?;
            let saved = query.fetch_optional(&mut *connection).await;
            // The statement ran to its end, or failed in the database (not
            // on the way there): the connection is fit to be used again.
            if !matches!(&saved, Err(e) if !matches!(e, sqlx::Error::Database(_))) {
                connection.release();
            }
            saved
        })
        .await;
    match (saved, delivery) {
        (Err(error), Some(delivery)) if is_replayed(&error) => {
            delivery.settle(false);
            Err(StoreError::Replayed)
        }
        (Err(error), _) => Err(error.into()),
        (Ok(saved), delivery) => {
            if let (Some(_), Some(delivery)) = (&saved, delivery) {
                delivery.settle(true);
            }
            Ok(saved)
        }
    }
}
