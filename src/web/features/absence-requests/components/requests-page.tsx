import { ClipboardList } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { useTranslation } from '#web/lib/translation'
import { useSearchParams } from 'react-router'
import { type AbsenceRequest, REQUEST_STATES } from '#shared/contracts/absence-requests'
import { ConfirmDialog } from '#web/components/confirm-dialog'
import { EmptyState } from '#web/components/empty-state'
import { PageHeader } from '#web/components/page-header'
import { Button } from '#web/components/ui/button'
import { SelectField } from '#web/components/ui/select-field'
import { Spinner } from '#web/components/ui/spinner'
import { formatShortDate } from '#web/lib/dates'
import { errorMessage } from '#web/lib/error-message'
import { i18next } from '#web/lib/i18n'
import { useMe } from '#web/lib/session'
import { toast } from 'sonner'
import { type RequestState, useAbsenceRequests } from '../api/get-absence-requests'
import { useWithdrawAbsenceRequest } from '../api/withdraw-absence-request'
import { DECIDER_ROLES } from '../roles'
import { CancelRequestDialog, useMayCancel } from './cancel-request'
import { DecideDialog, type Decision } from './decide-dialog'
import { RequestAbsenceButton } from './request-absence-button'
import { RequestCard } from './request-card'

/** /requests: a parent's or student's own requests, or the requests a homeroom teacher or the headmaster decides. */
export function RequestsPage() {
  const { user } = useMe()
  return DECIDER_ROLES.includes(user.role) ? <DecideRequests /> : <OwnRequests />
}

function OwnRequests() {
  const { t } = useTranslation()
  const { user } = useMe()
  const list = useAbsenceRequests(undefined)
  const [withdrawing, setWithdrawing] = useState<AbsenceRequest | null>(null)
  const withdraw = useWithdrawAbsenceRequest()
  const [cancelling, setCancelling] = useState<AbsenceRequest | null>(null)
  const mayCancel = useMayCancel()

  return (
    <>
      <PageHeader title={t('requests.title')} subtitle={t('requests.subtitleAsker')} actions={<RequestAbsenceButton />} />
      <RequestList
        list={list}
        empty={<EmptyState icon={ClipboardList} title={t('requests.emptyTitle')} body={t('requests.emptyAsker')} />}
        actions={(request) =>
          request.state === 'pending' && request.requestedBy.id === user.id ? (
            <Button variant="danger" className="col-span-2" onClick={() => setWithdrawing(request)}>
              {t('requests.withdraw')}
            </Button>
          ) : mayCancel(request) ? (
            <Button variant="danger" className="col-span-2" onClick={() => setCancelling(request)}>
              {t('requests.cancel')}
            </Button>
          ) : null
        }
      />
      <CancelRequestDialog request={cancelling} onClose={() => setCancelling(null)} />
      <ConfirmDialog
        open={withdrawing !== null}
        title={t('requests.withdrawTitle')}
        description={withdrawing ? t('requests.withdrawBody', { name: withdrawing.student.name, range: rangeOf(withdrawing) }) : ''}
        confirmLabel={t('requests.withdraw')}
        busyLabel={t('requests.withdrawing')}
        onConfirm={async () => {
          await withdraw.mutateAsync(withdrawing!.id)
          toast.success(t('requests.withdrawn'))
          setWithdrawing(null)
        }}
        onClose={() => setWithdrawing(null)}
      />
    </>
  )
}

const ALL = 'all'
const stateFrom = (search: URLSearchParams): RequestState | undefined => {
  const state = search.get('state') ?? 'pending'
  return (REQUEST_STATES as readonly string[]).includes(state) ? (state as RequestState) : undefined
}

function DecideRequests() {
  const { t } = useTranslation()
  const [search, setSearch] = useSearchParams()
  const state = stateFrom(search)
  const list = useAbsenceRequests(state)
  const [deciding, setDeciding] = useState<Decision | null>(null)
  const [cancelling, setCancelling] = useState<AbsenceRequest | null>(null)
  const mayCancel = useMayCancel()
  // What was just decided stays in sight (with the days approval left alone) after it leaves a "pending" list.
  const [decided, setDecided] = useState<AbsenceRequest[]>([])
  const listed = new Set(list.data?.requests.map((r) => r.id))
  const recent = decided.filter((r) => !listed.has(r.id))

  return (
    <>
      <PageHeader title={t('requests.title')} subtitle={t('requests.subtitleStaff')} />
      <div className="mb-4 max-w-xs">
        <SelectField label={t('requests.filter')} value={state ?? ALL} onChange={(value) => setSearch(value === 'pending' ? {} : { state: value })}>
          {REQUEST_STATES.map((s) => (
            <option key={s} value={s}>
              {t(`requests.state.${s}`)}
            </option>
          ))}
          <option value={ALL}>{t('requests.allStates')}</option>
        </SelectField>
      </div>
      {recent.length > 0 ? (
        <ul className="mb-4 space-y-3">
          {recent.map((request) => <RequestCard key={request.id} request={request} />)}
        </ul>
      ) : null}
      <RequestList
        list={list}
        sort
        empty={
          state === undefined ? (
            <EmptyState icon={ClipboardList} title={t('requests.emptyTitle')} body={t('requests.emptyStaff')} />
          ) : (
            <p className="py-6 text-center text-muted">{t('requests.noneInState', { state: t(`absenceRequests.states.${state}`) })}</p>
          )
        }
        actions={(request) =>
          request.state === 'pending' ? (
            <>
              <Button variant="danger" onClick={() => setDeciding({ request, decision: 'reject' })}>
                {t('requests.reject')}
              </Button>
              <Button onClick={() => setDeciding({ request, decision: 'approve' })}>{t('requests.approve')}</Button>
            </>
          ) : mayCancel(request) ? (
            <Button variant="danger" className="col-span-2" onClick={() => setCancelling(request)}>
              {t('requests.cancel')}
            </Button>
          ) : null
        }
      />
      <CancelRequestDialog request={cancelling} onClose={() => setCancelling(null)} />
      <DecideDialog target={deciding} onClose={() => setDeciding(null)} onDecided={(request) => setDecided((all) => [request, ...all])} />
    </>
  )
}

interface RequestListProps {
  list: ReturnType<typeof useAbsenceRequests>
  empty: ReactNode
  actions: (request: AbsenceRequest) => ReactNode
  /** Pending ones first (the server lists a decider's by date). */
  sort?: boolean
}

function RequestList({ list, empty, actions, sort = false }: RequestListProps) {
  const { t } = useTranslation()
  if (list.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-8 text-muted">
        <Spinner /> {t('app.loading')}
      </p>
    )
  }
  if (list.isError) {
    return (
      <div role="alert" className="space-y-3 rounded-lg border border-danger bg-danger-soft px-3 py-3 text-sm font-medium text-danger">
        <p>
          {t('requests.loadFailed')} {errorMessage(list.error)}
        </p>
        <Button variant="secondary" onClick={() => void list.refetch()}>
          {t('app.retry')}
        </Button>
      </div>
    )
  }
  const requests = sort ? [...list.data.requests].sort((a, b) => Number(b.state === 'pending') - Number(a.state === 'pending')) : list.data.requests
  if (requests.length === 0) return empty
  return (
    <ul className="space-y-3" aria-busy={list.isFetching || undefined}>
      {requests.map((request) => <RequestCard key={request.id} request={request} actions={actions(request)} />)}
    </ul>
  )
}

function rangeOf(request: AbsenceRequest): string {
  const [from, to] = [formatShortDate(request.from), formatShortDate(request.to)]
  return request.from === request.to ? from : i18next.t('requests.card.range', { from, to })
}
