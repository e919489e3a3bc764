package io.japply.apply.cluster;

import io.japply.apply.internal.cluster.DiscoveryLists;

import io.japply.apply.model.FieldValidation;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.meta.OpenApiFetcher;
import java.util.Optional;
import io.japply.apply.model.PatchType;
import io.japply.apply.status.StatusSource;
import java.util.Objects;

/** Every call japply makes to a cluster; fabric8 answers in production, fakes in tests. */
public interface ClusterGateway extends AutoCloseable {

    /** How the API serves a kind: its plural resource name and whether it is namespaced. */
    public record Served(String plural, boolean namespaced) {
        // written out: a record's own equals and hashCode are bootstrapped on first use, spinning method handles
        // (about 1 ms of a cold process each, which the class archive does not hold)
        @Override
        public boolean equals(Object other) {
            return other instanceof Served that && Objects.equals(plural, that.plural)
                    && namespaced == that.namespaced;
        }

        @Override
        public int hashCode() {
            return Objects.hash(plural, namespaced);
        }
    }

    /**
     * Options of a write: server-side dry run, field manager, for server-side apply whether to take
     * over fields, what the server does with fields its schema does not know, and the subresource
     * written instead of the object (kubectl's apply --server-side --subresource).
     */
    public record Write(boolean serverDryRun, String fieldManager, boolean forceConflicts, FieldValidation fieldValidation,
                        Optional<String> subresource) {
        public Write(boolean serverDryRun, String fieldManager, boolean forceConflicts, FieldValidation fieldValidation) {
            this(serverDryRun, fieldManager, forceConflicts, fieldValidation, Optional.empty());
        }

        /** kubectl's default validation: strict. */
        public Write(boolean serverDryRun, String fieldManager, boolean forceConflicts) {
            this(serverDryRun, fieldManager, forceConflicts, FieldValidation.STRICT);
        }

        public Write(boolean serverDryRun, String fieldManager) {
            this(serverDryRun, fieldManager, false);
        }
    }

    /** The PATCH was refused with 409: the object changed since it was read. */
    public final class Conflict extends RuntimeException {
        public Conflict(String message) {
            super(message, null, false, false);
        }
    }

    /** The server refused a request or could not be reached; the message says what it answered. */
    public final class Refused extends RuntimeException {
        /** The code of an answer that was a success but no JSON: the server answered, with nothing japply can read. */
        public static final int NOT_JSON = 200;

        private final int code;
        private final String serverWords;
        private final String alone;

        public Refused(int code, String message) {
            this(code, message, null, null);
        }

        /**
         * serverWords: the Status's message as the server wrote it (what kubectl frames with "error when
         * ..."); alone: kubectl's words when this is a run's only error (see {@link #alone}); either may be null.
         */
        public Refused(int code, String message, String serverWords, String alone) {
            super(message, null, false, false);
            this.code = code;
            this.serverWords = serverWords;
            this.alone = alone;
        }

        /** The server's own message, when it answered with a Status. */
        public java.util.Optional<String> serverWords() {
            return java.util.Optional.ofNullable(serverWords);
        }

        /**
         * What kubectl prints when this refusal is the only error of its run: an Invalid answer worded from
         * its details ("The Job \"x\" is invalid: spec.template: ..."), where several errors print each
         * one's message; empty when the message stands either way.
         */
        public java.util.Optional<String> alone() {
            return java.util.Optional.ofNullable(alone);
        }

        /** The HTTP status; 0 when the server was not reached. */
        public int code() {
            return code;
        }

        /** 422: the server found the object invalid, e.g. a change to an immutable field. */
        public boolean invalid() {
            return code == 422;
        }
    }

    /** The namespace of the current context (kubectl's default when neither file nor -n names one). */
    public String contextNamespace();

    /** Discovery; empty when the server serves no such kind. */
    public Optional<Served> resource(String apiVersion, String kind);

    /**
     * Whether {@link #resource} answers for this group-version without asking the server (read before,
     * or never asked of a server at all: the default). A single-object apply reads its object early
     * while discovery is still to come.
     */
    public default boolean discovered(String apiVersion) {
        return true;
    }

    /** The live object, or empty when there is none. */
    public Optional<ObjectNode> get(ObjectRef ref, Served served);

    public ObjectNode create(ObjectRef ref, Served served, ObjectNode body, Write options);

    /** Sends a patch of the given media type; throws {@link Conflict} on 409. */
    public ObjectNode patch(ObjectRef ref, Served served, PatchType type, String body, Write options);

    /** The objects of a kind carrying the labels the selector asks for, in a namespace (null: cluster-scoped). */
    public java.util.List<ObjectNode> list(ObjectRef kind, Served served, String labelSelector);

    /** One page of a LIST: its objects, and whether they are all there are (no continue token). */
    public record Page(java.util.List<ObjectNode> items, boolean complete) {
    }

    /** The first objects of a kind in a namespace (null: cluster-scoped), up to limit, each with its apiVersion and kind. */
    public default Page firstPage(ObjectRef kind, Served served, long limit) {
        return new Page(list(kind, served, ""), true);
    }

    /**
     * Every resource the server serves, in kubectl's order of priority ({@link DiscoveryLists}), for
     * naming objects by TYPE as kubectl's command lines do. A gateway that cannot list them serves none.
     */
    public default java.util.List<ServedResource> servedResources() {
        return java.util.List.of();
    }

    /** The version the server prefers for an API group ("" is the core group, "v1"); empty if it serves none. */
    public Optional<String> preferredVersion(String group);

    /**
     * Options of a delete: how dependents go, server-side dry run (the server checks, deletes nothing), and
     * kubectl's --grace-period in seconds (negative: the object's own).
     */
    public record Deletion(Cascade cascade, boolean serverDryRun, int gracePeriodSeconds) {
        public Deletion(Cascade cascade, boolean serverDryRun) {
            this(cascade, serverDryRun, -1);
        }

        public Deletion withGracePeriod(int seconds) {
            return new Deletion(cascade, serverDryRun, seconds);
        }
    }

    /** Deletes the object (or, in a dry run, asks the server whether it could); one already gone is no error. */
    public void delete(ObjectRef ref, Served served, Deletion options);

    /** What the server answers when asked whether this account may do something. */
    public enum Permission {
        ALLOWED,
        DENIED,
        /** The server could not say (it serves no access reviews, or refused to answer one). */
        UNKNOWN
    }

    /**
     * Whether this account may create the object, asked of the server (a SelfSubjectAccessReview), so
     * that --force never deletes what it cannot create again. A gateway that cannot ask answers UNKNOWN.
     */
    public default Permission mayCreate(ObjectRef ref, Served served) {
        return Permission.UNKNOWN;
    }

    /** The server's OpenAPI documents, for patch metadata. */
    public OpenApiFetcher openApi();

    /**
     * The same cluster, the server's warnings (the text of each Warning header of every answer) going
     * to {@code warnings}: one view per object, so each object's outcome carries its own. A cluster
     * that never warns returns itself.
     */
    default ClusterGateway reportingTo(java.util.function.Consumer<String> warnings) {
        return this;
    }

    /** Where a wait for readiness lists and watches objects; empty when this gateway cannot watch. */
    public default Optional<StatusSource> statusSource() {
        return Optional.empty();
    }

    /** Releases connections and threads; nothing by default. */
    @Override
    public default void close() {
    }
}
