package io.japply.apply;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Optional;
import io.japply.apply.model.ApplyResult;

/**
 * A member of the ApplySet (or, with -l, an object of the allowlist) that this apply no longer has:
 * deleted, or (dry run) would be; or why not. {@code object} is the object as listed before it was
 * deleted (what kubectl's -o prints for it); empty when the failure concerns no one object.
 */
public record PruneResult(ApplyResult.ObjectId id, Optional<String> error, Optional<JsonNode> object) {
    public PruneResult(ApplyResult.ObjectId id, Optional<String> error) {
        this(id, error, Optional.empty());
    }

    public boolean failed() {
        return error.isPresent();
    }
}
