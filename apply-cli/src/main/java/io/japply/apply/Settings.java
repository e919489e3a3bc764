package io.japply.apply;

import io.japply.apply.cluster.Cascade;
import io.japply.apply.job.ApplyOptions;
import io.japply.apply.job.JobOptions;
import io.japply.apply.support.Failure;
import io.japply.threeway.MergeKeyOptions;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/** The options of a {@link Japply}; a Japply never changes its own, it copies them with one changed. */
final class Settings implements Cloneable {
    String fieldManager;
    DryRun dryRun = DryRun.NONE;
    boolean overwrite = true;
    boolean force;
    boolean serverSide;
    boolean forceConflicts;
    FieldValidation fieldValidation = FieldValidation.STRICT;
    int concurrency = 8;
    Duration waitEstablished = Duration.ofSeconds(60);
    DuplicateMergeKeys duplicates = DuplicateMergeKeys.REFUSE;
    Optional<String> namespace = Optional.empty();
    Optional<String> applySet = Optional.empty();
    ApplyListener listener = new ApplyListener() {
    };

    Settings copy() {
        try {
            return (Settings) clone();
        } catch (CloneNotSupportedException e) {
            throw new AssertionError(e);
        }
    }

    /** kubectl's field manager for the mode: its own name for server-side apply, another for client-side. */
    String manager() {
        if (fieldManager != null) {
            return fieldManager;
        }
        return serverSide ? ApplyOptions.SERVER_SIDE_FIELD_MANAGER : ApplyOptions.DEFAULT_FIELD_MANAGER;
    }

    /** The pipeline's options; combinations kubectl refuses are refused here too. */
    ApplyOptions applyOptions() {
        if (force && serverSide) {
            throw Failure.usage("force cannot be used with server-side apply; use forceConflicts");
        }
        if (forceConflicts && !serverSide) {
            throw Failure.usage("forceConflicts only works with server-side apply");
        }
        if (force && applySet.isPresent()) {
            throw Failure.usage("force cannot be used with pruning");
        }
        return new ApplyOptions(List.of(), false, namespace, dryRun, overwrite, manager(), Optional.empty(),
                serverSide, forceConflicts, force, new MergeKeyOptions(duplicates == DuplicateMergeKeys.ALLOW, false),
                fieldValidation);
    }

    JobOptions jobOptions() {
        if (concurrency < 1 || concurrency > JobOptions.MAX_CONCURRENCY) {
            throw Failure.usage("concurrency must be between 1 and " + JobOptions.MAX_CONCURRENCY + ", not " + concurrency);
        }
        // prune deletes with kubectl's default propagation (background); an empty input is never "prune everything"
        return new JobOptions(concurrency, waitEstablished, Optional.empty(), applySet.isPresent(), applySet, false,
                Cascade.BACKGROUND);
    }
}
