package io.japply.apply;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import java.util.List;
import java.util.Optional;
import io.japply.apply.model.ApplyResult;
import io.japply.apply.model.DryRun;

/**
 * What an apply would change, object by object, computed without changing anything: by the server's
 * dry run, by japply's own merge ({@link DryRun#CLIENT}), or against saved objects with no cluster
 * ({@link Japply#previewOffline}). Secret values are masked in the diff text, as {@code japply diff}
 * masks them. With {@link Japply#pruneApplySet} the members the apply would prune come last, with
 * the action {@link DiffAction#PRUNE} (none when an object failed: apply prunes only after a clean
 * apply). Immutable.
 */
public record Preview(List<Change> objects, List<ApplyResult> failed) {
    public Preview {
        objects = List.copyOf(objects);
        failed = List.copyOf(failed);
    }

    /**
     * One object: the live object (empty when it would be created), as it would be (a missing node when
     * it would be pruned), the diff between them and what the apply would do to it.
     */
    public record Change(ApplyResult.ObjectId id, Optional<JsonNode> live, JsonNode predicted, String diff,
                         DiffAction action) {
        /** An object the apply writes: created when there is no live one, else changed or unchanged by its diff. */
        public Change(ApplyResult.ObjectId id, Optional<JsonNode> live, JsonNode predicted, String diff) {
            this(id, live, predicted, diff, live.isEmpty() ? DiffAction.CREATE
                    : diff.isEmpty() ? DiffAction.UNCHANGED : DiffAction.CHANGE);
        }

        /** A member of the ApplySet that the apply would delete; {@code diff} removes every line of it. */
        public static Change pruned(ApplyResult.ObjectId id, JsonNode live, String diff) {
            return new Change(id, Optional.of(live), MissingNode.getInstance(), diff, DiffAction.PRUNE);
        }

        /** Whether the apply would change the object (or create it, or prune it). */
        public boolean changed() {
            return !diff.isEmpty();
        }
    }

    /** True when some object would change, be created or be pruned. */
    public boolean changed() {
        return objects.stream().anyMatch(Change::changed);
    }

    /** The members of the ApplySet the apply would prune. */
    public List<Change> pruned() {
        return objects.stream().filter(c -> c.action() == DiffAction.PRUNE).toList();
    }

    /** The unified diff of every changed object, as {@code kubectl diff} prints it (LIVE/... and MERGED/... headers). */
    public String diff() {
        StringBuilder text = new StringBuilder();
        objects.forEach(c -> text.append(c.diff()));
        return text.toString();
    }
}
