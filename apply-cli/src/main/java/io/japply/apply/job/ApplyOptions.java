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
                    boolean forceConflicts, boolean force, MergeKeyOptions mergeKeys, FieldValidation fieldValidation,
                    boolean serverSideFallback, boolean migrate) {
    public static final String DEFAULT_FIELD_MANAGER = "kubectl-client-side-apply";
    /** kubectl's manager name for server-side apply. */
    public static final String SERVER_SIDE_FIELD_MANAGER = "kubectl";

    /** With the server-side fallback (the default) for objects too large for the last-applied annotation. */
    public ApplyOptions(List<String> files, boolean recursive, Optional<String> namespace, DryRun dryRun,
                        boolean overwrite, String fieldManager, Optional<String> output, boolean serverSide,
                        boolean forceConflicts, boolean force, MergeKeyOptions mergeKeys, FieldValidation fieldValidation) {
        this(files, recursive, namespace, dryRun, overwrite, fieldManager, output, serverSide, forceConflicts, force,
                mergeKeys, fieldValidation, true, true);
    }

    /**
     * The same options not migrating client-side applied objects after a server-side apply (kubectl
     * diff's dry run does not; kubectl apply does, dry runs included).
     */
    public ApplyOptions withoutMigration() {
        return new ApplyOptions(files, recursive, namespace, dryRun, overwrite, fieldManager, output, serverSide,
                forceConflicts, force, mergeKeys, fieldValidation, serverSideFallback, false);
    }

    /**
     * The field manager of an object applied server-side because it is too large for client-side apply:
     * kubectl's server-side manager unless the user named one.
     */
    public String fallbackFieldManager() {
        return DEFAULT_FIELD_MANAGER.equals(fieldManager) ? SERVER_SIDE_FIELD_MANAGER : fieldManager;
    }

    /** These options as a server-side apply under {@link #fallbackFieldManager()}, conflicts not forced. */
    public ApplyOptions asServerSideFallback() {
        return new ApplyOptions(files, recursive, namespace, dryRun, overwrite, fallbackFieldManager(), output, true,
                false, false, mergeKeys, fieldValidation, false, migrate);
    }

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
