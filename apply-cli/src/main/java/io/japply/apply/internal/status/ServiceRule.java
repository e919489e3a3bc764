package io.japply.apply.internal.status;

import io.japply.apply.status.StatusResult;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;

/**
 * Service: only type LoadBalancer has anything to wait for. Beyond kstatus (which checks only that
 * a cluster IP is set), issue 15 asks to wait for the load balancer's address in
 * status.loadBalancer.ingress, as Helm's --wait does.
 */
final class ServiceRule implements KindRule {
    @Override
    public StatusResult evaluate(JsonNode object, Instant now) {
        if (!Fields.text(object, "spec.type", "ClusterIP").equals("LoadBalancer")) {
            return StatusResult.current("Service is ready");
        }
        if (Fields.text(object, "spec.clusterIP").isEmpty()) {
            return StatusResult.inProgress("NoIPAssigned", "LoadBalancer Service has no cluster IP yet");
        }
        for (JsonNode ingress : Fields.at(object, "status.loadBalancer.ingress")) {
            String address = Fields.text(ingress, "ip", Fields.text(ingress, "hostname"));
            if (!address.isEmpty()) {
                return StatusResult.current("LoadBalancer Service at " + address);
            }
        }
        return StatusResult.inProgress("NoIngressAddress", "waiting for the load balancer to get an address");
    }
}
