package io.japply.apply;

import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.cluster.ObjectRef;
import io.japply.apply.internal.support.Messages;
import io.japply.threeway.ConflictException;
import io.japply.threeway.DuplicateMergeKeyException;
import io.japply.threeway.PatchException;
import java.time.Duration;
import java.util.List;
import io.japply.apply.internal.object.Outcome;
import io.japply.apply.model.Action;
import io.japply.apply.model.ApplyException;
import io.japply.apply.model.ApplyResult;
import io.japply.apply.model.Failure;

/** Turns the pipeline's outcomes into the library's results: enums for words, typed errors for messages. */
final class Outcomes {
    private Outcomes() {
    }

    static ApplyResult result(Outcome outcome, long nanos) {
        List<String> warnings = outcome.warnings();
        ApplyException error = outcome.failed() ? error(outcome) : null;
        return new ApplyResult(outcome.manifest().position(), id(outcome), error != null ? Action.FAILED : outcome.action(),
                outcome.patch(), outcome.patchType(), outcome.result(), warnings, error, Duration.ofNanos(nanos));
    }

    static ApplyResult.ObjectId id(ObjectRef ref) {
        return new ApplyResult.ObjectId(ref.apiVersion(), ref.kind(), ref.namespace(), ref.name());
    }

    private static ApplyResult.ObjectId id(Outcome outcome) {
        if (outcome.ref() != null) {
            return id(outcome.ref());
        }
        var object = outcome.manifest().object();
        if (object == null) {
            return new ApplyResult.ObjectId(null, null, null, null);
        }
        String namespace = object.path("metadata").path("namespace").asText(null);
        return new ApplyResult.ObjectId(object.path("apiVersion").asText(null), object.path("kind").asText(null),
                namespace, object.path("metadata").path("name").asText(null));
    }

    private static ApplyException error(Outcome outcome) {
        return new ApplyException(reason(outcome), outcome.manifest().position(), Messages.text(outcome.error(), outcome.cause()),
                outcome.cause());
    }

    private static ApplyException.Reason reason(Outcome outcome) {
        RuntimeException cause = outcome.cause();
        if (outcome.manifest().problem().isPresent()) {
            return ApplyException.Reason.INVALID_INPUT;
        }
        if (cause == null) {
            return ApplyException.Reason.NOT_READY; // the only failure without an exception: a definition's wait
        }
        if (cause instanceof ClusterGateway.Refused refused) {
            return refusal(refused.code());
        }
        if (cause instanceof ClusterGateway.Conflict || cause instanceof ConflictException) {
            return ApplyException.Reason.CONFLICT;
        }
        if (cause instanceof DuplicateMergeKeyException) {
            return ApplyException.Reason.DUPLICATE_MERGE_KEYS;
        }
        if (cause instanceof Failure f) {
            return f.errorType().equals(Failure.TOO_LARGE) ? ApplyException.Reason.ANNOTATION_TOO_LARGE
                    : f.errorType().equals("conflict") ? ApplyException.Reason.CONFLICT
                    : ApplyException.Reason.INVALID_INPUT;
        }
        return cause instanceof PatchException ? ApplyException.Reason.INVALID_INPUT : ApplyException.Reason.INTERNAL;
    }

    /** The reason of a request the server refused (0: no answer at all). */
    static ApplyException.Reason refusal(int code) {
        return switch (code) {
            case 0 -> ApplyException.Reason.UNREACHABLE;
            case 401 -> ApplyException.Reason.UNAUTHORIZED;
            case 403 -> ApplyException.Reason.FORBIDDEN;
            case 404 -> ApplyException.Reason.NOT_FOUND;
            case 409 -> ApplyException.Reason.CONFLICT;
            case 400, 422 -> ApplyException.Reason.INVALID;
            default -> ApplyException.Reason.SERVER_ERROR;
        };
    }
}
