package io.japply.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.apply.PatchType;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.cluster.ForwardingGateway;
import io.japply.apply.cluster.ObjectRef;
import io.japply.threeway.meta.OpenApiFetcher;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * A cluster whose calls fail on demand: each call is recorded by its operation ("get", "patch", ...)
 * and the chosen one (the n-th call of an operation) throws the chosen failure, as the gateway throws
 * it when the server refuses or cannot be reached.
 */
final class FailingGateway extends ForwardingGateway {
    /** Every kind of failure a ClusterGateway throws, each with a text to find it by in what japply printed. */
    enum Kind {
        UNREACHABLE(() -> new Refused(0, "cannot reach the server: GET https://127.0.0.1:6443/api/v1: connection refused"
                + " (injected-unreachable)")),
        UNAUTHORIZED(() -> new Refused(401, "Error from server (Unauthorized): injected-unauthorized")),
        FORBIDDEN(() -> new Refused(403, "Error from server (Forbidden): configmaps is forbidden: injected-forbidden")),
        NOT_FOUND(() -> new Refused(404, "Error from server (NotFound): injected-not-found")),
        INVALID(() -> new Refused(422, "Error from server (Invalid): injected-invalid")),
        TOO_MANY(() -> new Refused(429, "Error from server (TooManyRequests): injected-too-many")),
        SERVER_ERROR(() -> new Refused(500, "Error from server (InternalError): injected-server-error")),
        NOT_JSON(() -> new Refused(Refused.NOT_JSON, "the server's answer to GET /api/v1 is not JSON (injected-not-json)")),
        CONFLICT(() -> new Conflict("the object has been modified (injected-conflict)"));

        final Supplier<RuntimeException> failure;

        Kind(Supplier<RuntimeException> failure) {
            this.failure = failure;
        }

        /** The text every message of this failure carries. */
        String mark() {
            return "injected-" + name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
        }
    }

    /** Which call fails: the {@code occurrence}-th (from 1) of {@code operation}. */
    record Target(String operation, int occurrence) {
    }

    final List<String> calls = new ArrayList<>();
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

    private synchronized void call(String operation) {
        calls.add(operation);
        long seen = calls.stream().filter(operation::equals).count();
        if (target != null && target.operation().equals(operation) && target.occurrence() == seen) {
            throw kind.failure.get();
        }
    }

    @Override
    public ClusterGateway reportingTo(Consumer<String> warnings) {
        return this; // one count of calls for every object
    }

    @Override
    public Optional<Served> resource(String apiVersion, String kind) {
        call("resource");
        return super.resource(apiVersion, kind);
    }

    @Override
    public Optional<ObjectNode> get(ObjectRef ref, Served served) {
        call("get");
        return super.get(ref, served);
    }

    @Override
    public ObjectNode create(ObjectRef ref, Served served, ObjectNode body, Write options) {
        call("create");
        return super.create(ref, served, body, options);
    }

    @Override
    public ObjectNode patch(ObjectRef ref, Served served, PatchType type, String body, Write options) {
        call("patch");
        if (patchesInvalid && type != PatchType.APPLY) {
            throw new Refused(422, "Error from server (Invalid): field is immutable");
        }
        return super.patch(ref, served, type, body, options);
    }

    @Override
    public List<ObjectNode> list(ObjectRef kind, Served served, String labelSelector) {
        call("list");
        return super.list(kind, served, labelSelector);
    }

    @Override
    public Page firstPage(ObjectRef kind, Served served, long limit) {
        call("firstPage");
        return super.firstPage(kind, served, limit);
    }

    @Override
    public Optional<String> preferredVersion(String group) {
        call("preferredVersion");
        return super.preferredVersion(group);
    }

    @Override
    public void delete(ObjectRef ref, Served served, Deletion options) {
        call("delete");
        super.delete(ref, served, options);
    }

    @Override
    public Permission mayCreate(ObjectRef ref, Served served) {
        call("mayCreate");
        return Permission.ALLOWED;
    }

    @Override
    public OpenApiFetcher openApi() {
        return path -> {
            call("openApi");
            return super.openApi().fetch(path);
        };
    }
}
