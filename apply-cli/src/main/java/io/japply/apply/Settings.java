package io.japply.apply;

import io.japply.apply.cluster.Cascade;
import io.japply.apply.job.ApplyOptions;
import io.japply.apply.job.JobOptions;
import io.japply.threeway.MergeKeyOptions;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import io.japply.apply.model.DryRun;
import io.japply.apply.model.FieldValidation;

/** The options of a {@link Japply}; a Japply never changes its own, it copies them with one changed. */
final class Settings implements Cloneable {
    String fieldManager;
    DryRun dryRun = DryRun.NONE;
    boolean overwrite = true;
    boolean force;
    boolean serverSide;
    boolean forceConflicts;
    Optional<String> subresource = Optional.empty();
    boolean serverSideFallback = true;
    io.japply.apply.status.JobWait jobWait = io.japply.apply.status.JobWait.COMPLETE;
    FieldValidation fieldValidation = FieldValidation.STRICT;
    int concurrency = 8;
    Duration waitEstablished = Duration.ofSeconds(60);
    DuplicateMergeKeys duplicates = DuplicateMergeKeys.REFUSE;
    Optional<String> namespace = Optional.empty();
    Optional<String> applySet = Optional.empty();
    /** A prune by label (kubectl's --prune -l), not with {@link #applySet}. */
    Optional<String> pruneSelector = Optional.empty();
    /** A failed run (an object, a prune, the readiness wait) puts back every object it changed. */
    boolean atomic;
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

    /** The pipeline's options; combinations kubectl refuses are refused by the options' own checks. */
    ApplyOptions applyOptions() {
        return new ApplyOptions(List.of(), false, namespace, dryRun, overwrite, manager(), Optional.empty(),
                serverSide, forceConflicts, force, new MergeKeyOptions(duplicates == DuplicateMergeKeys.ALLOW, false),
                fieldValidation, serverSideFallback, true, subresource).validate();
    }

    /** Prune deletes with kubectl's default propagation (background); an empty input is never "prune everything". */
    JobOptions jobOptions() {
        return new JobOptions(concurrency, waitEstablished, Optional.empty(), applySet.isPresent() || pruneSelector.isPresent(),
                applySet, false, Cascade.BACKGROUND, false, pruneSelector, List.of()).validate(applyOptions());
    }
}
