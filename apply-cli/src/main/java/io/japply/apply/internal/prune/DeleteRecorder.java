package io.japply.apply.internal.prune;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.annotations.LastApplied;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.cluster.ObjectRef;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * For --atomic: the last-applied configuration of each object a prune deletes, read just before the
 * delete (a GET more per pruned object, only when asked), so that a rollback can create it again.
 */
final class DeleteRecorder {
    private volatile boolean on;
    private final List<PruneRun.Removed> removed = Collections.synchronizedList(new ArrayList<>());

    void on() {
        on = true;
    }

    /** Deletes by {@code delete}, first reading what the object was last applied with when recording. */
    void delete(ClusterGateway cluster, ObjectRef ref, ClusterGateway.Served served, Runnable delete) {
        if (!on) {
            delete.run();
            return;
        }
        String lastApplied = cluster.get(ref, served).map(DeleteRecorder::annotation).orElse(null);
        delete.run();
        removed.add(new PruneRun.Removed(ref, lastApplied));
    }

    /** An object deleted as {@code live} was read before (a label prune lists them with their annotation). */
    void deleted(ObjectRef ref, ObjectNode live) {
        if (on) {
            removed.add(new PruneRun.Removed(ref, annotation(live)));
        }
    }

    List<PruneRun.Removed> removed() {
        synchronized (removed) {
            return List.copyOf(removed);
        }
    }

    private static String annotation(ObjectNode live) {
        return live.path("metadata").path("annotations").path(LastApplied.KEY).asText(null);
    }
}
