package io.japply.apply.job;

import io.japply.apply.FieldValidation;

import io.japply.threeway.MergeKeyOptions;
import java.util.List;
import java.util.Optional;
import io.japply.apply.support.Failure;
import io.japply.apply.DryRun;

/** What {@code japply apply} was asked to do, checked before any file is read or the cluster asked. */
public record ApplyOptions(List<String> files, boolean recursive, Optional<String> namespace, DryRun dryRun,
                    boolean overwrite, String fieldManager, Optional<String> output, boolean serverSide,
                    boolean forceConflicts, boolean force, MergeKeyOptions mergeKeys, FieldValidation fieldValidation) {
    public static final String DEFAULT_FIELD_MANAGER = "kubectl-client-side-apply";
    /** kubectl's manager name for server-side apply. */
    public static final String SERVER_SIDE_FIELD_MANAGER = "kubectl";

    public ApplyOptions validate() {
        // -f or -k: the command line's Input checks them, as it knows both
        if (force && serverSide) {
            throw Failure.usage("--force cannot be used with --server-side; use --force-conflicts");
        }
        if (forceConflicts && !serverSide) {
            throw Failure.usage("--force-conflicts only works with --server-side");
        }
        output.ifPresent(o -> {
            if (!List.of("name", "json", "yaml").contains(o)) {
                throw Failure.usage("-o must be name, json or yaml, not '" + o + "'");
            }
        });
        return this;
    }
}
