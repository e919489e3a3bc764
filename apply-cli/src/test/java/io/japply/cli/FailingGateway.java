package io.japply.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.apply.model.PatchType;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.cluster.ForwardingGateway;
import io.japply.apply.cluster.ObjectRef;
import io.japply.threeway.meta.OpenApiFetcher;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * A cluster whose calls fail on demand: each call is recorded by its operation ("get", "patch", ...)
 * and the chosen one (the n-th call of an operation) throws the chosen failure in the words the API
 * server (or the gateway, when no answer is had) says it for that request: its path, and the object
 * named where the server names it.
 */
final class FailingGateway extends ForwardingGateway {
    /** One request: its operation, method, path and the server's words for what it asks for (null: none). */
    record Call(String operation, String method, String path, String named) {
        boolean write() {
            return !method.equals("GET");
        }

        /** The server's words for it, else the fallback's. */
        String named(String fallback) {
            return named == null ? fallback : named;
        }
    }

    /** Every kind of failure a ClusterGateway throws, each with a text to find it by in what japply printed. */
    enum Kind {
        UNREACHABLE(c -> new Refused(0, "cannot reach the server: " + c.method() + " https://127.0.0.1:6443" + c.path()
                + ": connection refused (injected-unreachable)")),
        UNAUTHORIZED(c -> new Refused(401, "Error from server (Unauthorized): injected-unauthorized")),
        FORBIDDEN(c -> new Refused(403, "Error from server (Forbidden): " + (c.named() == null
                ? "forbidden: User \"test\" cannot get path \"" + c.path() + "\"" : c.named() + " is forbidden")
                + ": injected-forbidden")),
        NOT_FOUND(c -> new Refused(404, "Error from server (NotFound): " + (c.named() == null
                ? "the server could not find the requested resource" : c.named() + " not found")
                + " (injected-not-found)")),
        /** Said of writes only: the object sent is not valid. */
        INVALID(c -> new Refused(422, "Error from server (Invalid): " + c.named("the object")
                + " is invalid: injected-invalid")),
        TOO_MANY(c -> new Refused(429, "Error from server (TooManyRequests): injected-too-many")),
        SERVER_ERROR(c -> new Refused(500, "Error from server (InternalError): injected-server-error")),
        NOT_JSON(c -> new Refused(Refused.NOT_JSON, "the server's answer to " + c.method() + " " + c.path()
                + " is not JSON (injected-not-json)")),
        /** Said of writes only: a create of a name taken, a write with an old resourceVersion or precondition. */
        CONFLICT(c -> new Conflict(c.method().equals("POST") ? c.named("it") + " already exists (injected-conflict)"
                : "Operation cannot be fulfilled on " + c.named("it") + ": the object has been modified"
                + " (injected-conflict)"));

        final Function<Call, RuntimeException> failure;

        Kind(Function<Call, RuntimeException> failure) {
            this.failure = failure;
        }

        /** The text every message of this failure carries. */
        String mark() {
            return "injected-" + name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
        }

        /** Whether the server says this of that request (a conflict, an invalid object: of a write only). */
        boolean saidOf(Call call) {
            return this != CONFLICT && this != INVALID || call.write();
        }
    }

    /** Which call fails: the {@code occurrence}-th (from 1) of {@code operation}. */
    record Target(String operation, int occurrence) {
    }

    final List<Call> calls = new ArrayList<>();
    /** The call that failed, if one did. */
    Call failed;
    private final Target target;
    private final Kind kind;
    /** Every PATCH refused as invalid, so that --force replaces. */
    private final boolean patchesInvalid;

    FailingGateway(ClusterGateway cluster, Target target, Kind kind, boolean patchesInvalid) {
        super(cluster);
        this.target = target;
        this.kind = kind;
        this.patchesInvalid = patchesInvalid;
    }

    private synchronized void call(Call call) {
        calls.add(call);
        long seen = calls.stream().filter(c -> c.operation().equals(call.operation())).count();
        if (target != null && target.operation().equals(call.operation()) && target.occurrence() == seen
                && kind.saidOf(call)) {
            failed = call;
            throw kind.failure.apply(call);
        }
    }

    private void call(String operation, String method, ObjectRef ref, Served served, boolean named) {
        String collection = Paths.collection(ref, served);
        call(new Call(operation, method, named && !method.equals("POST") ? collection + "/" + ref.name() : collection,
                named ? served.plural() + " \"" + ref.name() + "\"" : served.plural()));
    }

    @Override
    public ClusterGateway reportingTo(Consumer<String> warnings) {
        return this; // one count of calls for every object
    }

    @Override
    public Optional<Served> resource(String apiVersion, String kind) {
        call(new Call("resource", "GET", Paths.groupVersion(apiVersion), null));
        return super.resource(apiVersion, kind);
    }

    @Override
    public Optional<ObjectNode> get(ObjectRef ref, Served served) {
        call("get", "GET", ref, served, true);
        return super.get(ref, served);
    }

    @Override
    public ObjectNode create(ObjectRef ref, Served served, ObjectNode body, Write options) {
        call("create", "POST", ref, served, true);
        return super.create(ref, served, body, options);
    }

    @Override
    public ObjectNode patch(ObjectRef ref, Served served, PatchType type, String body, Write options) {
        call("patch", "PATCH", ref, served, true);
        if (patchesInvalid && type != PatchType.APPLY) {
            throw new Refused(422, "Error from server (Invalid): field is immutable");
        }
        return super.patch(ref, served, type, body, options);
    }

    @Override
    public List<ObjectNode> list(ObjectRef kind, Served served, String labelSelector) {
        call("list", "GET", kind, served, false);
        return super.list(kind, served, labelSelector);
    }

    @Override
    public Page firstPage(ObjectRef kind, Served served, long limit) {
        call("firstPage", "GET", kind, served, false);
        return super.firstPage(kind, served, limit);
    }

    @Override
    public Optional<String> preferredVersion(String group) {
        call(new Call("preferredVersion", "GET", group.isEmpty() ? "/api" : "/apis/" + group, null));
        return super.preferredVersion(group);
    }

    @Override
    public void delete(ObjectRef ref, Served served, Deletion options) {
        call("delete", "DELETE", ref, served, true);
        super.delete(ref, served, options);
    }

    @Override
    public Permission mayCreate(ObjectRef ref, Served served) {
        call(new Call("mayCreate", "POST", "/apis/authorization.k8s.io/v1/selfsubjectaccessreviews", null));
        return Permission.ALLOWED;
    }

    @Override
    public OpenApiFetcher openApi() {
        return path -> {
            call(new Call("openApi", "GET", path, null));
            return super.openApi().fetch(path);
        };
    }

    /** The paths of the API server's REST interface. */
    private static final class Paths {
        private Paths() {
        }

        static String groupVersion(String apiVersion) {
            return apiVersion.contains("/") ? "/apis/" + apiVersion : "/api/" + apiVersion;
        }

        static String collection(ObjectRef ref, Served served) {
            String namespace = served.namespaced() && ref.namespace() != null ? "/namespaces/" + ref.namespace() : "";
            return groupVersion(ref.apiVersion()) + namespace + "/" + served.plural();
        }
    }
}
