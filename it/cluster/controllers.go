package main

import (
	"path/filepath"

	controllermanager "k8s.io/kubernetes/cmd/kube-controller-manager/app"
)

// runControllerManager runs kube-controller-manager against the cluster in dir: garbage
// collection, namespace deletion, the workload controllers and service accounts. It serves
// nothing itself and elects no leader (one per cluster).
func runControllerManager(dir string) error {
	command := controllermanager.NewControllerManagerCommand()
	command.SetArgs([]string{
		"--kubeconfig=" + filepath.Join(dir, "kubeconfig"),
		"--leader-elect=false",
		"--secure-port=0",
		"--use-service-account-credentials=false",
		"--service-account-private-key-file=" + filepath.Join(dir, "service-account.key"),
		"--root-ca-file=" + filepath.Join(dir, "ca.crt"),
	})
	return command.Execute()
}
