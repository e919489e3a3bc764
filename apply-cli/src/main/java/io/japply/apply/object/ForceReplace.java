package io.japply.apply.object;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.List;
import java.util.function.Consumer;
import io.japply.apply.cluster.Cascade;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.support.Failure;
import io.japply.apply.cluster.ObjectRef;

/**
 * --force after a patch refused as invalid: delete the object and create it anew, as kubectl does.
 * For real: delete in the foreground, wait until the object is gone, create; if that create is
 * refused, create the previous object again and report. In a server dry run the same writes carry
 * dryRun, so the server checks the delete and validates the new object while nothing changes; the
 * old object is still there, so the create's 409 (it is checked after validation) is the expected
 * answer. Nothing is waited for, since nothing goes.
 */
public final class ForceReplace {
    private static final Duration FIRST_POLL = Duration.ofMillis(100);
    private static final Duration MAX_POLL_WAIT = Duration.ofSeconds(2);
    private static final int DELETE_POLLS = 30;

    private final ClusterGateway cluster;
    private final Consumer<Duration> pause;

    public ForceReplace(ClusterGateway cluster, Consumer<Duration> pause) {
        this.cluster = cluster;
        this.pause = pause;
    }

    /** The object created (in a dry run, the one that would be). */
    public ObjectNode replace(ObjectRef ref, ClusterGateway.Served served, ObjectNode live, ObjectNode modified,
                       ClusterGateway.Write write) {
        boolean dryRun = write.serverDryRun();
        cluster.delete(ref, served, new ClusterGateway.Deletion(Cascade.FOREGROUND, dryRun));
        if (dryRun) {
            return wouldCreate(ref, served, modified, write);
        }
        awaitGone(ref, served);
        try {
            return cluster.create(ref, served, modified, write);
        } catch (ClusterGateway.Refused e) {
            cluster.create(ref, served, restorable(live), write);
            throw Failure.input("--force: the new object was refused (" + e.getMessage()
                    + "); the previous one was created again");
        }
    }

    private ObjectNode wouldCreate(ObjectRef ref, ClusterGateway.Served served, ObjectNode modified,
                                   ClusterGateway.Write write) {
        try {
            return cluster.create(ref, served, modified, write);
        } catch (ClusterGateway.Conflict e) {
            return modified.deepCopy(); // valid; refused only because the old object is (still) there
        } catch (ClusterGateway.Refused e) {
            throw Failure.input("--force: the new object would be refused (" + e.getMessage() + "); nothing was deleted");
        }
    }

    private void awaitGone(ObjectRef ref, ClusterGateway.Served served) {
        Duration wait = FIRST_POLL;
        for (int i = 0; cluster.get(ref, served).isPresent(); i++) {
            if (i == DELETE_POLLS) {
                throw Failure.input("--force: the object was deleted but is still there after " + DELETE_POLLS + " checks");
            }
            pause.accept(wait);
            wait = wait.multipliedBy(2).compareTo(MAX_POLL_WAIT) > 0 ? MAX_POLL_WAIT : wait.multipliedBy(2);
        }
    }

    /** The live object without what the server sets, so it can be created again. */
    private static ObjectNode restorable(ObjectNode live) {
        ObjectNode copy = live.deepCopy();
        copy.remove("status");
        ((ObjectNode) copy.get("metadata")).remove(List.of("resourceVersion", "uid", "creationTimestamp",
                "managedFields", "generation", "deletionTimestamp"));
        return copy;
    }
}
