package io.japply.apply;

import io.japply.apply.model.ApplyResult;
import io.japply.apply.model.DryRun;
import io.japply.apply.model.FieldValidation;
import java.time.Duration;
import java.util.Optional;

/**
 * The options of a {@link Japply}, one method each: every one returns a copy configured so, the
 * Japply it was called on unchanged. Apart from Japply so that its runs and its options each have a
 * file; a Japply is the only kind there is.
 */
abstract class JapplyOptions {
    final Settings settings;

    JapplyOptions(Settings settings) {
        this.settings = settings;
    }

    /** The same Japply with these settings. */
    abstract Japply with(Settings changed);

    /** The field manager; kubectl's defaults: "kubectl-client-side-apply", "kubectl" for server-side apply. */
    public Japply fieldManager(String name) {
        Settings changed = settings.copy();
        changed.fieldManager = name;
        return with(changed);
    }

    public Japply dryRun(DryRun mode) {
        Settings changed = settings.copy();
        changed.dryRun = mode;
        return with(changed);
    }

    /** false: refuse to overwrite a field someone else changed since the last apply (kubectl's --overwrite=false). */
    public Japply overwrite(boolean overwrite) {
        Settings changed = settings.copy();
        changed.overwrite = overwrite;
        return with(changed);
    }

    /** Delete and create again an object whose patch the server refuses as invalid (an immutable field). */
    public Japply force(boolean force) {
        Settings changed = settings.copy();
        changed.force = force;
        return with(changed);
    }

    /** Send each object as a server-side apply instead of a client-side three-way patch. */
    public Japply serverSide(boolean serverSide) {
        Settings changed = settings.copy();
        changed.serverSide = serverSide;
        return with(changed);
    }

    /**
     * An object whose annotations would pass 262144 bytes with the last-applied configuration is
     * applied server-side instead, alone (default); its result says {@code SERVER_SIDE_APPLIED} (or
     * {@code UNCHANGED}) with a warning why. {@code false}: such an object fails as
     * {@code ANNOTATION_TOO_LARGE}, as in kubectl.
     */
    public Japply serverSideFallback(boolean fallback) {
        Settings changed = settings.copy();
        changed.serverSideFallback = fallback;
        return with(changed);
    }

    /**
     * When {@link Japply#waitUntilReady} calls a Job ready: at its end ({@code JobWait.COMPLETE}, the default;
     * Failed=True fails the wait at once) or, as kstatus, once started ({@code JobWait.STARTED}).
     */
    public Japply jobWait(io.japply.apply.status.JobWait jobWait) {
        Settings changed = settings.copy();
        changed.jobWait = java.util.Objects.requireNonNull(jobWait, "jobWait");
        return with(changed);
    }

    /**
     * With server-side apply: apply to this subresource of each object ({@code "status"}, {@code "scale"})
     * instead of the object, as kubectl's {@code --subresource}; an operator writing its resources' status.
     */
    public Japply subresource(String name) {
        Settings changed = settings.copy();
        changed.subresource = Optional.of(name);
        return with(changed);
    }

    /** With server-side apply: take over fields another manager owns. */
    public Japply forceConflicts(boolean forceConflicts) {
        Settings changed = settings.copy();
        changed.forceConflicts = forceConflicts;
        return with(changed);
    }

    /**
     * What the server does with fields its schema does not know (kubectl's {@code --validate}; default
     * {@link FieldValidation#STRICT}: the object fails). Under {@link FieldValidation#WARN} the
     * server's warnings are in each result's {@link ApplyResult#warnings()}.
     */
    public Japply fieldValidation(FieldValidation validation) {
        Settings changed = settings.copy();
        changed.fieldValidation = java.util.Objects.requireNonNull(validation, "validation");
        return with(changed);
    }

    /** Objects applied at the same time within one kind stage (default 8; 1: one after another). */
    public Japply concurrency(int objects) {
        Settings changed = settings.copy();
        changed.concurrency = objects;
        return with(changed);
    }

    /** How long a custom resource waits for its definition, applied in the same call, to be Established (default 60 s). */
    public Japply waitEstablished(Duration timeout) {
        Settings changed = settings.copy();
        changed.waitEstablished = timeout;
        return with(changed);
    }

    public Japply duplicateMergeKeys(DuplicateMergeKeys policy) {
        Settings changed = settings.copy();
        changed.duplicates = policy;
        return with(changed);
    }

    /** The namespace of objects that name none (kubectl's -n); default: the client's namespace. */
    public Japply namespace(String namespace) {
        Settings changed = settings.copy();
        changed.namespace = Optional.of(namespace);
        return with(changed);
    }

    /**
     * Prune by ApplySet (kubectl's {@code --prune --applyset}): the parent is a Secret ({@code NAME} or
     * {@code secrets/NAME}) or ConfigMap ({@code configmaps/NAME}) in {@link Japply#namespace}, which must be set.
     * After an apply where nothing failed, the set's members this apply no longer has are deleted.
     */
    public Japply pruneApplySet(String parent) {
        Settings changed = settings.copy();
        changed.applySet = Optional.of(parent);
        return with(changed);
    }

    /**
     * Prune by label (kubectl's {@code --prune -l SELECTOR}, without an ApplySet): after an apply where
     * nothing failed, every object of kubectl's default prune kinds that matches {@code selector}, carries
     * the last-applied annotation and is not among the objects applied is deleted, in the namespaces the
     * apply visited (cluster-scoped kinds everywhere). The objects given are applied as they are: give
     * objects that carry the labels (kubectl's -l also leaves out the files' objects that do not match).
     */
    public Japply pruneByLabel(String selector) {
        if (selector == null || selector.isBlank()) {
            // as kubectl refuses --prune without -l: never "every object of every kind" by mistake
            throw new IllegalArgumentException("pruneByLabel needs a label selector such as app=web, not '" + selector + "'");
        }
        Settings changed = settings.copy();
        changed.pruneSelector = Optional.of(selector);
        return with(changed);
    }

    /**
     * All or nothing (the command line's --atomic): when an object fails to apply, a prune fails or
     * {@link Japply#applyAndWait}'s wait ends in a failure or timeout, every object the call changed is put
     * back, newest change first: a configured one by its previous last-applied configuration (the same
     * three-way patch, so others' changes stay), a created one deleted. {@link ApplyReport#rollback()}
     * tells what each object became. Not with a dry run.
     */
    public Japply atomic(boolean atomic) {
        Settings changed = settings.copy();
        changed.atomic = atomic;
        return with(changed);
    }

    /** Hears each object as it is done (from the apply's threads). */
    public Japply listener(ApplyListener listener) {
        Settings changed = settings.copy();
        changed.listener = listener;
        return with(changed);
    }
}
