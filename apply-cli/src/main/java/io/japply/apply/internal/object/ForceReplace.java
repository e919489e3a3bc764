package io.japply.apply.internal.object;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.List;
import java.util.function.Consumer;
import io.japply.apply.cluster.Cascade;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.model.Failure;
import io.japply.apply.cluster.ObjectRef;

/**
 * --force after a patch refused as invalid: delete the object and create it anew, as kubectl does.
 * For real: delete in the foreground, wait until the object is gone, create; if that create is
 * refused (a 409 included: the name was taken since), create the previous object again and report; if that too is refused, say the object is
 * gone and save its manifest to a file. Before any of it, the server is asked whether this account
 * may create the object; if not, nothing is deleted. In a server dry run the same writes carry
 * dryRun, so the server checks the delete and validates the new object while nothing changes; the
 * old object is still there, so the create's 409 (it is checked after validation) is the expected
 * answer. Nothing is waited for, since nothing goes.
 */
public final class ForceReplace {
    private static final Duration FIRST_POLL = Duration.ofMillis(100);
    private static final Duration MAX_POLL_WAIT = Duration.ofSeconds(2);
    private static final int DELETE_POLLS = 30;
    private static final int FORBIDDEN = 403;
    private static final int CONFLICT = 409;

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
        if (!dryRun && cluster.mayCreate(ref, served) == ClusterGateway.Permission.DENIED) {
            // deleting it would lose it: neither the new object nor the old one could be created again
            throw new ClusterGateway.Refused(FORBIDDEN, "--force: not replacing " + ref.display()
                    + ": the server says this account may not create " + served.plural()
                    + (served.namespaced() ? " in namespace \"" + ref.namespace() + "\"" : "") + "; nothing was deleted");
        }
        cluster.delete(ref, served, new ClusterGateway.Deletion(Cascade.FOREGROUND, dryRun));
        if (dryRun) {
            return wouldCreate(ref, served, modified, write);
        }
        awaitGone(ref, served);
        try {
            return cluster.create(ref, served, modified, write);
        } catch (ClusterGateway.Refused | ClusterGateway.Conflict e) {
            // a 409 here is no change of the old object to retry on: it is gone, and the name was taken since
            restore(ref, served, live, write, e);
            throw Failure.input("--force: the new object was refused (" + e.getMessage()
                    + "); the previous one was created again");
        }
    }

    /** Creates the previous object again; when that too is refused, says it is gone and where its manifest is. */
    private void restore(ObjectRef ref, ClusterGateway.Served served, ObjectNode live, ClusterGateway.Write write,
                         RuntimeException refusedNew) {
        ObjectNode previous = restorable(live);
        try {
            cluster.create(ref, served, previous, write);
        } catch (ClusterGateway.Refused | ClusterGateway.Conflict e) {
            int code = e instanceof ClusterGateway.Refused r ? r.code() : CONFLICT;
            throw new ClusterGateway.Refused(code, "--force: " + ref.display() + " was deleted and could not be created"
                    + " again: the new object was refused (" + refusedNew.getMessage() + "), and so was the previous one ("
                    + e.getMessage() + "); " + LostObjects.save(ref, previous));
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
