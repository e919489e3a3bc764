package io.japply.apply;

import java.util.Optional;
import io.japply.apply.prune.ApplySet;

/** A member of the ApplySet that this apply no longer has: deleted, or (dry run) would be; or why not. */
public record PruneResult(ApplyResult.ObjectId id, Optional<String> error) {
    public boolean failed() {
        return error.isPresent();
    }
}
