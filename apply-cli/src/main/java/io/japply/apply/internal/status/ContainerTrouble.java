package io.japply.apply.internal.status;

import io.japply.apply.status.StatusResult;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** Reads a pod's container statuses for the waiting reasons that will not clear on their own. */
final class ContainerTrouble {
    /** Waiting reasons that mean the pod will not become ready without a change by someone. */
    private static final Set<String> FAILING = Set.of("CrashLoopBackOff", "ImagePullBackOff", "ErrImagePull",
            "InvalidImageName");
    private static final List<String> STATUS_LISTS = List.of("initContainerStatuses", "containerStatuses");

    private ContainerTrouble() {
    }

    /** Failed, naming each container stuck in a failing waiting reason, with the kubelet's message. */
    static Optional<StatusResult> find(JsonNode pod) {
        List<String> problems = new ArrayList<>();
        String firstReason = "";
        for (String list : STATUS_LISTS) {
            for (JsonNode container : pod.path("status").path(list)) {
                JsonNode waiting = container.path("state").path("waiting");
                String reason = Fields.text(waiting, "reason");
                if (FAILING.contains(reason)) {
                    firstReason = firstReason.isEmpty() ? reason : firstReason;
                    problems.add(describe(container, reason, Fields.text(waiting, "message")));
                }
            }
        }
        if (problems.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(StatusResult.failed(firstReason, String.join("; ", problems)));
    }

    /** The first container that ended with a non-zero exit code, for a pod that failed as a whole. */
    static Optional<String> terminated(JsonNode pod) {
        for (String list : STATUS_LISTS) {
            for (JsonNode container : pod.path("status").path(list)) {
                JsonNode end = container.path("state").path("terminated");
                long exit = Fields.number(end, "exitCode", 0);
                if (exit != 0) {
                    return Optional.of("container " + Fields.text(container, "name") + " terminated: "
                            + Fields.text(end, "reason", "Error") + " (exit code " + exit + ")");
                }
            }
        }
        return Optional.empty();
    }

    private static String describe(JsonNode container, String reason, String message) {
        String text = "container " + Fields.text(container, "name") + " waiting: " + reason;
        return message.isEmpty() ? text : text + ": " + message;
    }
}
