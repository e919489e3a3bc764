// Command test-cluster runs the parts of a Kubernetes control plane that japply's real-server
// tests need, from k8s.io/kubernetes' own code: "apiserver" starts an embedded etcd and
// kube-apiserver in one process, "controller-manager" runs kube-controller-manager beside it.
// bin/test-cluster builds it once per version and starts, waits for and stops the processes.
package main

import (
	"fmt"
	"os"
	"strconv"
	"syscall"
	"time"

	"github.com/japply/japply/it/cluster/offmachine"
)

func main() {
	if len(os.Args) < 3 || os.Args[2] == "" {
		fail("usage: test-cluster apiserver|controller-manager DIR")
	}
	dir := os.Args[2]
	stopWithParent(os.Getenv("JAPPLY_TEST_CLUSTER_PARENT"))
	offmachine.Watch(dir, os.Args[1])
	var err error
	switch os.Args[1] {
	case "apiserver":
		err = runAPIServer(dir)
	case "controller-manager":
		err = runControllerManager(dir)
	default:
		err = fmt.Errorf("unknown command %q (apiserver or controller-manager)", os.Args[1])
	}
	if err != nil {
		fail(err.Error())
	}
}

func fail(message string) {
	fmt.Fprintln(os.Stderr, "test-cluster:", message)
	os.Exit(2)
}

// stopWithParent ends this process once the given process (a test run that started the cluster)
// is gone, so that a test JVM killed before it could stop the cluster leaves nothing running.
func stopWithParent(parent string) {
	pid, err := strconv.Atoi(parent)
	if err != nil || pid <= 0 {
		return
	}
	go func() {
		for {
			if syscall.Kill(pid, 0) == syscall.ESRCH {
				fmt.Fprintf(os.Stderr, "test-cluster: process %d that started this cluster is gone; stopping\n", pid)
				os.Exit(0)
			}
			time.Sleep(2 * time.Second)
		}
	}()
}
