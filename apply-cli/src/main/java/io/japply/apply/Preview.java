package io.japply.apply;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Optional;

/**
 * What an apply would change, object by object, computed without changing anything: by the server's
 * dry run, by japply's own merge ({@link DryRun#CLIENT}), or against saved objects with no cluster
 * ({@link Japply#previewOffline}). Secret values are masked in the diff text, as {@code japply diff}
 * masks them. Immutable.
 */
public record Preview(List<Change> objects, List<ApplyResult> failed) {
    public Preview {
        objects = List.copyOf(objects);
        failed = List.copyOf(failed);
    }

    /** One object: the live object (empty when it would be created), as it would be, and the diff between them. */
    public record Change(ApplyResult.ObjectId id, Optional<JsonNode> live, JsonNode predicted, String diff) {
        /** Whether the apply would change the object (or create it). */
        public boolean changed() {
            return !diff.isEmpty();
        }
    }

    /** True when some object would change or be created. */
    public boolean changed() {
        return objects.stream().anyMatch(Change::changed);
    }

    /** The unified diff of every changed object, as {@code kubectl diff} prints it (LIVE/... and MERGED/... headers). */
    public String diff() {
        StringBuilder text = new StringBuilder();
        objects.forEach(c -> text.append(c.diff()));
        return text.toString();
    }
}
